import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import type { Theme } from '@mui/material/styles';
import { CARD_STATUS_LABELS, type CardStatus } from '@scout/shared/domain';

/** One colour per card status, from the theme's palette. */
export function statusColor(theme: Theme, status: CardStatus): string {
  switch (status) {
    case 'pending':
      return theme.palette.grey[500];
    case 'in_progress':
      return theme.palette.info.main;
    case 'review':
      return theme.palette.warning.main;
    case 'complete':
      return theme.palette.success.main;
  }
}

/** A coloured dot before the status label (the grid's compact form). */
export function StatusDot({ status }: { status: CardStatus }) {
  return (
    <Box
      component="span"
      aria-hidden
      sx={{
        display: 'inline-block',
        width: 8,
        height: 8,
        borderRadius: '50%',
        flexShrink: 0,
        bgcolor: (theme) => statusColor(theme, status),
      }}
    />
  );
}

export function CardStatusChip({ status }: { status: CardStatus }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      icon={<StatusDot status={status} />}
      label={CARD_STATUS_LABELS[status]}
      sx={{ pl: 0.75, '& .MuiChip-icon': { ml: 0, mr: -0.25 } }}
    />
  );
}
