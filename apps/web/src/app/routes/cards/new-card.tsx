import { Navigate, useNavigate, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { NewCardForm } from '../../../features/cards/components/new-card-form';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import type { CardDetailRouteState } from './card-detail';
import { useCardRouteContext } from './use-card-route-context';

/** '/reports/{reportId}/cards/new' (edit mode): creates the card, then opens it to fill in its breakdown. */
export function ReportNewCardRoute() {
  useDocumentTitle('Edit Card');
  const { reportId } = useParams();
  const navigate = useNavigate();
  const { internal } = useCardRouteContext();
  if (!reportId) return <Navigate to={paths.dashboard.getHref()} replace />;
  return (
    <NewCardForm
      reportId={reportId}
      internal={internal}
      onCreated={(card) => {
        const state: CardDetailRouteState = { created: true };
        void navigate(paths.reportCardDetail.getHref(reportId, card.id), { replace: true, state });
      }}
    />
  );
}
