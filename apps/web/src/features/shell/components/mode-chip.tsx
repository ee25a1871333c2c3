import Chip from '@mui/material/Chip';

/** The floating 'LOCAL MODE' / 'DEV MODE' chip, bottom centre (clear of the drawer and the notifications). */
export function ModeChip({ label }: { label: string }) {
  return (
    <Chip
      label={label}
      color={label === 'LOCAL MODE' ? 'warning' : 'info'}
      size="small"
      sx={{
        position: 'fixed',
        left: '50%',
        transform: 'translateX(-50%)',
        bottom: 12,
        zIndex: (theme) => theme.zIndex.snackbar - 1,
        boxShadow: 4,
        letterSpacing: '0.08em',
      }}
    />
  );
}
