import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReportGroupMember } from '@scout/shared/api';
import { SIDE_LABELS, computeTendencies, openingSide, preferredSideOf, sideCounts } from '@scout/shared/domain/tendencies';
import { useMemo } from 'react';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { useMetricRules } from '../../../entities/organizations/get-metric-rules';
import { perGameCounts } from '../../../entities/report-groups/group-games';
import { groupTendencyInputs, useGroupCards } from '../../../entities/report-groups/list-group-cards';

/**
 * The ten strongest tendencies over the group's games, each with its counts game by game, for the side the
 * group's analytics open on (its reports' type, unless that side has no plays while the other does).
 */
export function GroupKeyTendencies({ reports, organizationId }: { reports: readonly ReportGroupMember[]; organizationId: string }) {
  const cards = useGroupCards(reports);
  const metricRules = useMetricRules(organizationId);
  const tendencies = useMemo(() => {
    if (!cards.data || metricRules.loading) return null;
    const inputs = groupTendencyInputs(reports, cards.data);
    const opening = openingSide(preferredSideOf(reports.map((report) => report.reportType)), sideCounts(inputs));
    const side = opening === 'offense' ? 'offense' : 'defense';
    return computeTendencies(inputs, { keyTendencies: 10, rules: metricRules.rules, side });
  }, [reports, cards.data, metricRules.loading, metricRules.rules]);
  const pending = cards.pending;
  const failed = cards.failed;

  return (
    <Card component="section" aria-labelledby="group-key-tendencies">
      <CardContent>
        <Typography id="group-key-tendencies" variant="h6" component="h2" gutterBottom>
          Key tendencies across games{tendencies ? ` · ${SIDE_LABELS[tendencies.side]}` : ''}
        </Typography>
        {failed.length > 0 ? (
          <RetryAlert message="Failed to load the plays of some reports." onRetry={() => failed.forEach((refetch) => void refetch())} />
        ) : pending || !tendencies ? (
          <Box aria-busy="true" aria-label="Loading the plays">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} variant="text" height={32} />
            ))}
          </Box>
        ) : tendencies.keyTendencies.length === 0 ? (
          <Alert severity="info">
            {tendencies.snaps === 0
              ? `No ${tendencies.side === 'offense' ? 'offensive' : 'defensive'} plays broken down yet in these reports.`
              : `No tendency stands out yet over ${tendencies.snaps} snaps: each needs at least ${tendencies.rules.thinBelow} plays behind it.`}
          </Alert>
        ) : (
          <Box component="ol" sx={{ m: 0, pl: 3 }}>
            {tendencies.keyTendencies.map((tendency) => (
              <Box component="li" key={`${tendency.situation}|${tendency.outcome}|${tendency.concept ?? ''}`} sx={{ py: 0.75 }}>
                <Typography variant="body1">{tendency.sentence}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {perGameCounts(tendency, tendencies.games)}
                </Typography>
              </Box>
            ))}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
