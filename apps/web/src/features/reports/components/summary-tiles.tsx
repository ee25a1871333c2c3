import AssignmentIcon from '@mui/icons-material/Assignment';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import MoreHorizIcon from '@mui/icons-material/MoreHoriz';
import PendingActionsIcon from '@mui/icons-material/PendingActions';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReportSummary } from '@scout/shared/domain';
import type { ReactNode } from 'react';

const TILES: ReadonlyArray<{ key: keyof ReportSummary; label: string; color: string; icon: ReactNode }> = [
  { key: 'total', label: 'Total Reports', color: 'primary.main', icon: <AssignmentIcon /> },
  { key: 'inProgress', label: 'In Progress', color: 'info.main', icon: <HourglassTopIcon /> },
  { key: 'completed', label: 'Completed', color: 'success.main', icon: <CheckCircleIcon /> },
  { key: 'pendingReview', label: 'Pending Review', color: 'warning.main', icon: <PendingActionsIcon /> },
  // Paid (not started by staff yet) and failed reports, so the tiles add up to Total Reports.
  { key: 'other', label: 'Other', color: 'text.secondary', icon: <MoreHorizIcon /> },
];

export function SummaryTiles({ summary, loading }: { summary: ReportSummary; loading: boolean }) {
  return (
    <Grid container spacing={2} component="section" aria-label="Report summary" sx={{ mb: 4 }}>
      {TILES.map((tile) => (
        <Grid key={tile.key} size={{ xs: tile.key === 'total' ? 12 : 6, sm: 4, md: 'grow' }}>
          <Card sx={{ height: '100%' }}>
            <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
              <Box
                aria-hidden
                sx={{
                  width: 44,
                  height: 44,
                  borderRadius: 2,
                  display: 'grid',
                  placeItems: 'center',
                  color: tile.color,
                  bgcolor: 'background.default',
                }}
              >
                {tile.icon}
              </Box>
              <Box>
                <Typography variant="h4" component="p" sx={{ lineHeight: 1.1 }} aria-label={`${tile.label}: ${summary[tile.key]}`}>
                  {loading ? <Skeleton width={32} /> : summary[tile.key]}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {tile.label}
                </Typography>
              </Box>
            </CardContent>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
