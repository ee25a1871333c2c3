import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { CARD_STATUSES, CARD_STATUS_LABELS, type CardStatus } from '@scout/shared/domain';
import { StatusDot } from './card-status-chip';

interface CardStatusSelectProps {
  value: CardStatus;
  disabled?: boolean;
  onChange(status: CardStatus): void;
}

/** The card's status, changed at once (no Save needed). */
export function CardStatusSelect({ value, disabled, onChange }: CardStatusSelectProps) {
  return (
    <TextField
      select
      size="small"
      label="Status"
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value as CardStatus)}
      sx={{ minWidth: 170 }}
      fullWidth={false}
      slotProps={{ select: { renderValue: (status) => <StatusLabel status={status as CardStatus} /> } }}
    >
      {CARD_STATUSES.map((status) => (
        <MenuItem key={status} value={status}>
          <StatusLabel status={status} />
        </MenuItem>
      ))}
    </TextField>
  );
}

function StatusLabel({ status }: { status: CardStatus }) {
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
      <StatusDot status={status} />
      {CARD_STATUS_LABELS[status]}
    </span>
  );
}
