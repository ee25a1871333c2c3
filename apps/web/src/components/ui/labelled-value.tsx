import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A small overline label over its value (a report's facts, a payment's, a paid report's timer). */
export function LabelledValue({ label, children, sx }: { label: ReactNode; children: ReactNode; sx?: SxProps<Theme> }) {
  return (
    <Box sx={sx}>
      <Typography variant="overline" color="text.secondary" component="p" sx={{ lineHeight: 1.6 }}>
        {label}
      </Typography>
      <Box sx={{ mt: 0.25 }}>{children}</Box>
    </Box>
  );
}
