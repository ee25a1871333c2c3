import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import WarningIcon from '@mui/icons-material/Warning';
import Chip from '@mui/material/Chip';
import type { HealthLevel } from '@scout/shared/api';

const LEVELS: Record<HealthLevel, { label: string; color: 'success' | 'warning' | 'error'; icon: React.ReactElement }> = {
  green: { label: 'Green', color: 'success', icon: <CheckCircleIcon /> },
  amber: { label: 'Amber', color: 'warning', icon: <WarningIcon /> },
  red: { label: 'Red', color: 'error', icon: <ErrorIcon /> },
};

/** A health level as a coloured chip with its word (never colour alone). */
export function HealthLevelChip({ level, size = 'small' }: { level: HealthLevel; size?: 'small' | 'medium' }) {
  const { label, color, icon } = LEVELS[level];
  return <Chip icon={icon} label={label} color={color} size={size} variant={size === 'small' ? 'outlined' : 'filled'} />;
}
