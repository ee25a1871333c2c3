import { Navigate, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { CardsBreakdown } from '../../../features/cards/components/cards-breakdown';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useCardRouteContext } from './use-card-route-context';

/** '/reports/{reportId}/cards': the breakdown grid. */
export function ReportCardsRoute() {
  useDocumentTitle('Breakdown');
  const { reportId } = useParams();
  const { internal, notify } = useCardRouteContext();
  if (!reportId) return <Navigate to={paths.dashboard.getHref()} replace />;
  return <CardsBreakdown key={reportId} reportId={reportId} internal={internal} notify={notify} />;
}
