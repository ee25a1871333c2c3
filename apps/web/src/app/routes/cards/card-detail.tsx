import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
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

/**
 * On a phone a card opens for viewing (a card just made opens its form): the detail addresses ('/carddetail', what the report's tiles and the
 * analytics link to) show the card read-only there, with Edit a step away ('/edit-view'). Decided once, when the
 * page opens, so turning the phone never drops a form being filled in.
 */
function useOpensForViewing(shape: CardPageShape, justCreated: boolean): boolean {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const [opened] = useState(phone);
  return opened && !justCreated && (shape === 'detail' || shape === 'legacyDetail');
}

function CardPage({ shape: requested, reportId, cardId }: { shape: CardPageShape; reportId: string; cardId: string }) {
  const location = useLocation();
  const { internal, notify } = useCardRouteContext();
  const justCreated = wasJustCreated(location.state);
  const forViewing = useOpensForViewing(requested, justCreated);
  const shape: CardPageShape = forViewing ? 'view' : requested;
  const { mode, other } = SHAPES[shape];
  const { href } = SHAPES[requested];
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
      justCreated={justCreated}
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
