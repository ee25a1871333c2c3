import Chip from '@mui/material/Chip';

/** The green INTERNAL badge shown to internal users. */
export function InternalBadge() {
  return <Chip label="INTERNAL" size="small" color="success" sx={{ letterSpacing: '0.08em' }} />;
}
