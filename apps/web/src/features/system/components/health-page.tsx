import RefreshIcon from '@mui/icons-material/Refresh';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageHeader } from '../../../components/ui/page-header';
import { PageLoading } from '../../../components/ui/page-loading';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { HEALTH_REFRESH_MS, useHealthDetails } from '../api/get-health-details';
import { HealthLevelChip } from './health-level';

const OVERALL = { green: 'All systems working', amber: 'Working, with something to look at', red: 'Something is failing' } as const;

/** '/health' (staff): each part of the service green, amber or red, with what its check found and how long it took. */
export function HealthPage() {
  const health = useHealthDetails();
  const data = health.data;
  return (
    <Box>
      <PageHeader
        title="System Health"
        subtitle={`The database, file storage, processing queue, ffmpeg and the deployed version, checked every ${HEALTH_REFRESH_MS / 1000} s.`}
        actions={
          <Button variant="outlined" startIcon={<RefreshIcon />} onClick={() => void health.refetch()} disabled={health.isFetching}>
            {health.isFetching ? 'Checking…' : 'Refresh'}
          </Button>
        }
      />
      {health.isPending ? (
        <PageLoading label="Checking the system" />
      ) : health.isError && !data ? (
        <RetryAlert message="The health checks could not be run: the API did not answer." onRetry={() => void health.refetch()} />
      ) : data ? (
        <Stack spacing={2}>
          {health.isError ? (
            <RetryAlert message="The last refresh failed; showing the previous checks." onRetry={() => void health.refetch()} />
          ) : null}
          <Card variant="outlined">
            <CardContent sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
              <HealthLevelChip level={data.status} size="medium" />
              <Typography variant="h6" component="p" sx={{ flex: 1, minWidth: 200 }}>
                {OVERALL[data.status]}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                Checked {new Date(data.time).toLocaleTimeString()}
              </Typography>
            </CardContent>
          </Card>
          <Box
            component="ul"
            aria-label="Checks"
            sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}
          >
            {data.checks.map((check) => (
              <Card component="li" key={check.name} variant="outlined" aria-label={check.label}>
                <CardContent>
                  <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1 }}>
                    <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
                      {check.label}
                    </Typography>
                    <HealthLevelChip level={check.status} />
                  </Box>
                  <Typography variant="body2" sx={{ wordBreak: 'break-word' }}>
                    {check.detail}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    Took {check.durationMs < 1 ? '<1' : Math.round(check.durationMs)} ms
                  </Typography>
                </CardContent>
              </Card>
            ))}
          </Box>
        </Stack>
      ) : null}
    </Box>
  );
}
