import { Navigate, useParams, useSearchParams } from 'react-router';
import { paths } from '../../config/paths';
import { CardPrintScreen, PrintCardLayoutScreen, ReportPrintScreen } from '../../features/print/components/print-screens';
import { parseCardsPerPage, PER_PAGE_PARAM, type CardsPerPage } from '../../features/print/print-layout';
import { parsePrintLayout, PRINT_LAYOUT_PARAM, type PrintLayout } from '../../features/print/print-tables';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useReportsViewer } from './use-reports-viewer';

/** The cards-per-page choice, kept in the URL (?perPage=4) so a reload or a shared link prints the same. */
function useCardsPerPage(): [CardsPerPage, (value: CardsPerPage) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const perPage = parseCardsPerPage(searchParams.get(PER_PAGE_PARAM));
  const setPerPage = (value: CardsPerPage) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(PER_PAGE_PARAM, String(value));
        return next;
      },
      { replace: true },
    );
  return [perPage, setPerPage];
}

/** The report printout's layout, kept in the URL (?print=sheet; the booklet without it). */
function usePrintLayout(): [PrintLayout, (value: PrintLayout) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const layout = parsePrintLayout(searchParams.get(PRINT_LAYOUT_PARAM));
  const setLayout = (value: PrintLayout) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === 'booklet') next.delete(PRINT_LAYOUT_PARAM);
        else next.set(PRINT_LAYOUT_PARAM, value);
        return next;
      },
      { replace: true },
    );
  return [layout, setLayout];
}

/** '/reports/{reportId}/print': the report booklet (cover, tendency tables, cards N to a page) or the tendency sheet. */
export function ReportPrintRoute() {
  useDocumentTitle('Print Report');
  const { reportId } = useParams();
  const viewer = useReportsViewer();
  const [perPage, setPerPage] = useCardsPerPage();
  const [layout, setLayout] = usePrintLayout();
  if (!reportId) return <Navigate to={paths.dashboard.getHref()} replace />;
  return (
    <ReportPrintScreen
      key={reportId}
      reportId={reportId}
      internal={viewer.isAdministrator}
      perPage={perPage}
      onPerPageChange={setPerPage}
      layout={layout}
      onLayoutChange={setLayout}
    />
  );
}

/** '/reports/{reportId}/cards/{cardId}/print': one card on one page. */
export function CardPrintRoute() {
  useDocumentTitle('Print Card');
  const { reportId, cardId } = useParams();
  const viewer = useReportsViewer();
  if (!reportId || !cardId) return <Navigate to={paths.dashboard.getHref()} replace />;
  return <CardPrintScreen key={`${reportId}/${cardId}`} reportId={reportId} cardId={cardId} internal={viewer.isAdministrator} />;
}

/** '/test/printcardlayout': the card print layout with a sample play. */
export function PrintCardLayoutRoute() {
  useDocumentTitle('Print Card Layout');
  const [perPage, setPerPage] = useCardsPerPage();
  return <PrintCardLayoutScreen perPage={perPage} onPerPageChange={setPerPage} />;
}
