import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReportGroup } from '@scout/shared/api';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import { LoadFailure } from '../../../components/ui/load-failure';
import { PageHeader } from '../../../components/ui/page-header';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { paths } from '../../../config/paths';
import { useConceptTypesByName } from '../../../entities/concepts/concept-types-by-name';
import { useMetricRules } from '../../../entities/organizations/get-metric-rules';
import { useReportGroup } from '../../../entities/report-groups/get-report-group';
import { gameLabelsOf } from '../../../entities/report-groups/group-games';
import { groupTendencyInputs, useGroupCards } from '../../../entities/report-groups/list-group-cards';
import { preferredSideOf } from '../analytics-sides';
import { opponentOf } from '../whose-plays';
import type { AnalyticsGame, ScreenView } from '../analytics-view';
import { AnalyticsScreen } from './analytics-screen';
import { GROUP_VIEW_PATHS } from './group-view-paths';

function Loading({ label }: { label: string }) {
  return (
    <Box aria-busy="true" aria-label={label}>
      <Skeleton variant="text" width="40%" height={48} />
      <Skeleton variant="rounded" height={320} sx={{ mt: 2 }} />
    </Box>
  );
}

function BackToGroup({ groupId }: { groupId: string }) {
  return (
    <Button component={RouterLink} to={paths.linkedReport.getHref(groupId)} startIcon={<ArrowBackIcon />}>
      Back to Linked Report
    </Button>
  );
}

/** The group's name, its reports (each a link, headed as its column is) and the way back to the group. */
function GroupHeader({ group, games }: { group: ReportGroup; games: readonly AnalyticsGame[] }) {
  return (
    <Box>
      <PageHeader
        title={group.name}
        subtitle={`Analytics across ${group.reports.length} ${group.reports.length === 1 ? 'game' : 'games'}`}
        actions={<BackToGroup groupId={group.id} />}
      />
      <Box
        component="ul"
        aria-label="The group's reports"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, m: 0, mt: -1.5, p: 0, listStyle: 'none' }}
      >
        {group.reports.map((report, i) => (
          <Box
            component="li"
            key={report.id}
            sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 1.25, py: 0.5, minWidth: 0, maxWidth: '100%' }}
          >
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {games[i]?.label}
            </Typography>
            <Link component={RouterLink} to={paths.report.getHref(report.id)} variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {report.title}
            </Link>
            <Typography component="span" variant="body2" color="text.secondary">
              {' · '}
              {report.cardsCount} {report.cardsCount === 1 ? 'card' : 'cards'}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

/**
 * A group's analytics view: the report views over every report of the group, with a column per game (in the
 * group's order), each play naming its game and linking to its card in its own report. The scout film plays
 * one report, so a cell's plays offer it game by game.
 */
export function GroupAnalyticsPage({ groupId, view }: { groupId: string; view: ScreenView }) {
  const groupQuery = useReportGroup(groupId);
  const reports = useMemo(() => groupQuery.data?.reports ?? [], [groupQuery.data]);
  const cards = useGroupCards(reports);
  const games = useMemo(() => {
    const labels = gameLabelsOf(reports);
    return reports.map((report, i) => ({ reportId: report.id, label: labels[i] ?? report.title }));
  }, [reports]);
  const inputs = useMemo(() => (cards.data ? groupTendencyInputs(reports, cards.data) : null), [reports, cards.data]);
  const group = useMemo(() => ({ games, filmPath: paths.reportScoutFilm.getHref }), [games]);
  const conceptTypeOf = useConceptTypesByName(groupQuery.data?.organizationId ?? null);
  const metricRules = useMetricRules(groupQuery.data?.organizationId);

  if (groupQuery.isPending) return <Loading label="Loading the group" />;
  if (groupQuery.isError) {
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <LoadFailure
          error={groupQuery.error}
          notFound="Group not found."
          failed="Failed to load the group. Please try again."
          onRetry={() => void groupQuery.refetch()}
        />
        <Button component={RouterLink} to={paths.reportRollup.getHref()} startIcon={<ArrowBackIcon />}>
          Back to Report Rollups
        </Button>
      </Stack>
    );
  }
  const header = <GroupHeader group={groupQuery.data} games={games} />;
  if (reports.length === 0) {
    return (
      <Stack spacing={2}>
        {header}
        <Alert severity="info">This group has no reports left. Add reports to the group to see its analytics.</Alert>
      </Stack>
    );
  }
  if (cards.failed.length > 0) {
    return (
      <Stack spacing={2}>
        {header}
        <RetryAlert message="Failed to load the plays of some reports." onRetry={() => cards.failed.forEach((refetch) => void refetch())} />
      </Stack>
    );
  }
  if (!inputs || metricRules.loading) {
    return (
      <Stack spacing={2}>
        {header}
        <Loading label="Loading the plays" />
      </Stack>
    );
  }
  return (
    <AnalyticsScreen
      view={view}
      inputs={inputs}
      preferredSide={preferredSideOf(reports.map((report) => report.reportType))}
      header={header}
      viewHref={(option) => GROUP_VIEW_PATHS[option](groupId)}
      filmPath={null}
      cardHref={(cardId, reportId) => paths.reportCardDetail.getHref(reportId ?? '', cardId)}
      group={group}
      conceptTypeOf={conceptTypeOf}
      rules={metricRules.rules}
      whose={{ team: opponentOf(reports[0] ?? {}), tags: reports.map((report) => report.opponentOffenseTag) }}
      sheetTitle={groupQuery.data.name}
    />
  );
}
