import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** One part of a long form: its title and a line of explanation on the left, its fields on the right. */
export function FormSection({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 4 }}>
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {description}
        </Typography>
      </Grid>
      <Grid size={{ xs: 12, md: 8 }}>
        <Stack spacing={2.5}>{children}</Stack>
      </Grid>
    </Grid>
  );
}
