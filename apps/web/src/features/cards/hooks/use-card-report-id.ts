import { useLocation, useSearchParams } from 'react-router';
import { useCardActivity } from '../../../entities/cards/list-card-activity';
import { REPORT_ID_PARAM } from '../card-links';

export type CardReportId = { status: 'known'; reportId: string } | { status: 'resolving' } | { status: 'unknown' };

function stateReportId(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('reportId' in state)) return null;
  return typeof state.reportId === 'string' && state.reportId ? state.reportId : null;
}

/**
 * The report of a card reached by '/cards/{cardId}/…' (the card API is addressed through its report):
 * the ?reportId= query parameter, else router state { reportId }, else the card's own activity, whose
 * entries name the report. Unknown when none of them does.
 */
export function useCardReportId(cardId: string): CardReportId {
  const [search] = useSearchParams();
  const location = useLocation();
  const given = search.get(REPORT_ID_PARAM) || stateReportId(location.state);
  const activity = useCardActivity(cardId, { enabled: !given });
  if (given) return { status: 'known', reportId: given };
  if (activity.isPending) return { status: 'resolving' };
  const fromActivity = activity.data?.find((entry) => entry.reportId)?.reportId;
  return fromActivity ? { status: 'known', reportId: fromActivity } : { status: 'unknown' };
}
