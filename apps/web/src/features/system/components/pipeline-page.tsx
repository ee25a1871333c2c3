import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { PipelineBuild, PipelineStage } from '@scout/shared/api';
import { PageHeader } from '../../../components/ui/page-header';
import { PageLoading } from '../../../components/ui/page-loading';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { isApiError } from '../../../lib/api-error';
import { usePipelineStatus } from '../api/get-pipeline-status';
import { useTriggerPipeline } from '../api/trigger-pipeline';

type ChipColor = 'default' | 'info' | 'success' | 'error' | 'warning';
const BUILD_COLORS: Record<PipelineBuild['status'], ChipColor> = {
  building: 'info',
  testing: 'info',
  deploying: 'info',
  deployed: 'success',
  passed: 'success',
  failed: 'error',
};
const STAGE_COLORS: Record<PipelineStage['status'], ChipColor> = {
  pending: 'default',
  running: 'info',
  passed: 'success',
  failed: 'error',
  skipped: 'default',
};

function duration(from: string | null, to: string | null): string {
  if (!from) return '';
  const ms = (to ? Date.parse(to) : Date.now()) - Date.parse(from);
  const seconds = Math.max(0, Math.round(ms / 1000));
  return seconds < 60 ? `${seconds} s` : `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
}

function StageList({ stages }: { stages: PipelineStage[] }) {
  return (
    <Stack component="ol" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Stages">
      {stages.map((stage) => (
        <Box component="li" key={stage.name} aria-label={`${stage.name}: ${stage.status}`}>
          <Accordion disableGutters variant="outlined" defaultExpanded={stage.status === 'failed'}>
            <AccordionSummary expandIcon={<ExpandMoreIcon />}>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, width: '100%' }}>
                <Typography sx={{ fontWeight: 600, flex: 1, minWidth: 140 }}>{stage.name}</Typography>
                <Chip size="small" label={stage.status} color={STAGE_COLORS[stage.status]} />
                <Typography variant="body2" color="text.secondary" sx={{ minWidth: 90, textAlign: 'right' }}>
                  {duration(stage.startedAt, stage.finishedAt)}
                  {stage.exitCode !== null ? ` · exit ${stage.exitCode}` : ''}
                </Typography>
              </Box>
            </AccordionSummary>
            <AccordionDetails>
              {stage.logTail ? (
                <Box
                  component="pre"
                  aria-label={`${stage.name} log`}
                  sx={{
                    m: 0,
                    p: 1.5,
                    bgcolor: 'grey.900',
                    color: 'grey.100',
                    borderRadius: 1,
                    fontSize: 12,
                    maxHeight: 320,
                    overflow: 'auto',
                    whiteSpace: 'pre-wrap',
                    wordBreak: 'break-word',
                  }}
                >
                  {stage.logTail}
                </Box>
              ) : (
                <Typography variant="body2" color="text.secondary">
                  No output yet.
                </Typography>
              )}
            </AccordionDetails>
          </Accordion>
        </Box>
      ))}
    </Stack>
  );
}

function BuildTitle({ build }: { build: PipelineBuild }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, width: '100%' }}>
      <Chip size="small" label={build.status} color={BUILD_COLORS[build.status]} />
      <Typography sx={{ fontWeight: 600 }}>{build.branch}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ flex: 1, minWidth: 160 }}>
        {build.commit} · {build.triggeredBy} · {new Date(build.startedAt).toLocaleString()}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {duration(build.startedAt, build.finishedAt)}
      </Typography>
    </Box>
  );
}

/** '/pipeline' (staff): the builds' counts, the running build's stages live, the history with logs, and a run button. */
export function PipelinePage() {
  const status = usePipelineStatus();
  const trigger = useTriggerPipeline();
  const [branch, setBranch] = useState('main');
  const data = status.data;
  const running = Boolean(data?.current) || trigger.isPending;
  const triggerError = trigger.error ? (isApiError(trigger.error) ? trigger.error.message : 'The pipeline could not be started.') : null;

  return (
    <Box>
      <PageHeader title="Pipeline" subtitle="Run the project's checks (and, in AWS, its deploy) and follow each stage." />
      <Box
        component="form"
        aria-label="Run pipeline"
        onSubmit={(event) => {
          event.preventDefault();
          trigger.mutate(branch.trim());
        }}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start', mb: 3 }}
      >
        <TextField
          label="Branch"
          size="small"
          value={branch}
          onChange={(event) => setBranch(event.target.value)}
          required
          sx={{ width: { xs: '100%', sm: 280 } }}
        />
        <Button type="submit" variant="contained" startIcon={<PlayArrowIcon />} disabled={running || !branch.trim()}>
          Run pipeline
        </Button>
        {data?.current ? (
          <Typography variant="body2" color="text.secondary" sx={{ alignSelf: 'center' }}>
            A build is running: one at a time.
          </Typography>
        ) : null}
      </Box>
      {triggerError ? (
        <Alert severity="error" sx={{ mb: 2 }} onClose={() => trigger.reset()}>
          {triggerError}
        </Alert>
      ) : null}
      {status.isPending ? (
        <PageLoading label="Loading the pipeline" />
      ) : status.isError && !data ? (
        <RetryAlert message="The pipeline's builds could not be loaded." onRetry={() => void status.refetch()} />
      ) : data ? (
        <Stack spacing={3}>
          <Box
            component="dl"
            aria-label="Build counts"
            sx={{ m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(5, 1fr)' } }}
          >
            {(
              [
                ['Total', data.counts.total],
                ['Deployed', data.counts.deployed],
                ['Passed', data.counts.passed],
                ['Failed', data.counts.failed],
                ['Building', data.counts.building],
              ] as const
            ).map(([label, value]) => (
              <Card key={label} variant="outlined">
                <CardContent sx={{ py: 1.5, '&:last-child': { pb: 1.5 } }}>
                  <Typography component="dt" variant="body2" color="text.secondary">
                    {label}
                  </Typography>
                  <Typography component="dd" variant="h5" sx={{ m: 0 }}>
                    {value}
                  </Typography>
                </CardContent>
              </Card>
            ))}
          </Box>
          {data.current ? (
            <Card variant="outlined" component="section" aria-label="Running build">
              <LinearProgress />
              <CardContent>
                <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
                  Running build
                </Typography>
                <Box sx={{ mb: 2 }}>
                  <BuildTitle build={data.current} />
                </Box>
                <StageList stages={data.current.stages} />
              </CardContent>
            </Card>
          ) : null}
          <Box component="section" aria-label="Build history">
            <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
              History
            </Typography>
            {data.builds.length === 0 ? (
              <Typography color="text.secondary">No builds yet. Run the pipeline to start one.</Typography>
            ) : (
              <Stack spacing={1}>
                {data.builds.map((build) => (
                  <Accordion key={build.id} variant="outlined" disableGutters aria-label={`Build of ${build.branch}: ${build.status}`}>
                    <AccordionSummary expandIcon={<ExpandMoreIcon />}>
                      <BuildTitle build={build} />
                    </AccordionSummary>
                    <AccordionDetails>
                      <StageList stages={build.stages} />
                    </AccordionDetails>
                  </Accordion>
                ))}
              </Stack>
            )}
          </Box>
        </Stack>
      ) : null}
    </Box>
  );
}
