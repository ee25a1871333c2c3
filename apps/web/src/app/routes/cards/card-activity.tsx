import { Navigate, useParams, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { REPORT_ID_PARAM } from '../../../features/cards/card-links';
import { CardActivityTimeline } from '../../../features/cards/components/card-activity-timeline';
import { useDocumentTitle } from '../../../hooks/use-document-title';

/** '/cards/{cardId}/activity': the card's change history (needs no report; ?reportId= adds the way back). */
export function CardActivityRoute() {
  useDocumentTitle('Card Activity');
  const { cardId } = useParams();
  const [search] = useSearchParams();
  if (!cardId) return <Navigate to={paths.dashboard.getHref()} replace />;
  return <CardActivityTimeline key={cardId} cardId={cardId} reportId={search.get(REPORT_ID_PARAM)} />;
}
