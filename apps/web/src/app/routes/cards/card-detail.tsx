import { Navigate, useLocation, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { CardDetail, type CardDetailMode } from '../../../features/cards/components/card-detail';
import { CardReportResolving, CardReportUnknown } from '../../../features/cards/components/card-report-unknown';
import { cardLinks } from '../../../features/cards/card-links';
import { useCardReportId } from '../../../features/cards/hooks/use-card-report-id';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useCardRouteContext } from './use-card-route-context';

/** Navigation state a card page reads: { created } after '/cards/new', { reportId } from other pages. */
export interface CardDetailRouteState {
  created?: boolean;
  reportId?: string;
}

function wasJustCreated(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'created' in state && state.created === true;
}

/**
 * Which URL shape a card page was opened with, so previous/next and view ↔ edit stay on that shape.
 * - detail: '/reports/{r}/cards/{c}/carddetail'    - legacyDetail: '/carddetail/{r}/{c}'
 * - editView / view: '/reports/{r}/cards/{c}/edit-view' and '/view'
 * - cardEditView / cardView: '/cards/{c}/edit-view' and '/view' (report from ?reportId=)
 */
type CardPageShape = 'detail' | 'legacyDetail' | 'editView' | 'view' | 'cardEditView' | 'cardView';

const SHAPES: Record<
  CardPageShape,
  { mode: CardDetailMode; title: string; href(reportId: string, cardId: string): string; other?: CardPageShape }
> = {
  detail: { mode: 'edit', title: 'Card Detail', href: paths.reportCardDetail.getHref, other: 'view' },
  legacyDetail: { mode: 'edit', title: 'Card Detail', href: paths.cardDetail.getHref, other: 'view' },
  editView: { mode: 'edit', title: 'Edit Card', href: paths.reportCardEditView.getHref, other: 'view' },
  view: { mode: 'view', title: 'Card Viewer', href: paths.reportCardView.getHref, other: 'editView' },
  cardEditView: { mode: 'edit', title: 'Edit Card', href: (reportId, cardId) => cardLinks.editView(cardId, reportId), other: 'cardView' },
  cardView: { mode: 'view', title: 'Card Viewer', href: (reportId, cardId) => cardLinks.view(cardId, reportId), other: 'cardEditView' },
};

function CardPage({ shape, reportId, cardId }: { shape: CardPageShape; reportId: string; cardId: string }) {
  const location = useLocation();
  const { internal, notify } = useCardRouteContext();
  const { mode, href, other } = SHAPES[shape];
  return (
    <CardDetail
      // A fresh form for each card.
      key={`${reportId}/${cardId}/${mode}`}
      reportId={reportId}
      cardId={cardId}
      internal={internal}
      mode={mode}
      notify={notify}
      cardHref={(id) => href(reportId, id)}
      switchHref={other ? SHAPES[other].href(reportId, cardId) : undefined}
      justCreated={wasJustCreated(location.state)}
    />
  );
}

/** The report-scoped card pages: '/reports/{r}/cards/{c}/carddetail|edit-view|view' and '/carddetail/{r}/{c}'. */
export function ReportCardRoute({ shape }: { shape: 'detail' | 'legacyDetail' | 'editView' | 'view' }) {
  useDocumentTitle(SHAPES[shape].title);
  const { reportId, cardId } = useParams();
  if (!reportId || !cardId) return <Navigate to={paths.dashboard.getHref()} replace />;
  return <CardPage shape={shape} reportId={reportId} cardId={cardId} />;
}

/**
 * '/cards/{c}/view' and '/cards/{c}/edit-view': the report comes from ?reportId=, router state, or the
 * card's activity; failing all three, the page says to open the card from its report.
 */
export function CardOnlyRoute({ shape }: { shape: 'cardEditView' | 'cardView' }) {
  const { title } = SHAPES[shape];
  useDocumentTitle(title);
  const { cardId = '' } = useParams();
  const resolved = useCardReportId(cardId);
  if (!cardId) return <Navigate to={paths.dashboard.getHref()} replace />;
  if (resolved.status === 'resolving') return <CardReportResolving title={title} />;
  if (resolved.status === 'unknown') return <CardReportUnknown title={title} />;
  return <CardPage shape={shape} reportId={resolved.reportId} cardId={cardId} />;
}
