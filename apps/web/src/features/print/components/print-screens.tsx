import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { DEFAULT_OPPONENT_NAME, reportDisplayTitle } from '@scout/shared/domain';
import type { ReactNode } from 'react';
import { LoadFailure } from '../../../components/ui/load-failure';
import { paths } from '../../../config/paths';
import { useCard } from '../../../entities/cards/get-card';
import { useReportCardThumbnails } from '../../../entities/cards/list-report-cards';
import { useMetricRules } from '../../../entities/organizations/get-metric-rules';
import { useReport } from '../../../entities/reports/get-report';
import { useMemo } from 'react';
import { useBreakdownFilter } from '../../../hooks/use-breakdown-filter';
import type { CardsPerPage } from '../print-layout';
import { printedCards, printScopeText } from '../print-scope';
import type { PrintLayout } from '../print-tables';
import { sampleCardNumbered } from '../sample-card';
import { PrintCardGrid } from './print-card';
import { PrintDesk, PrintSheet, PrintSheets } from './print-sheet';
import { PrintToolbar } from './print-toolbar';
import { ReportBooklet } from './report-booklet';

function Preparing({ what }: { what: string }) {
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2, py: 10 }}>
      <CircularProgress size={28} />
      <Typography color="text.secondary">Preparing the {what}…</Typography>
    </Box>
  );
}

function Problem({ children }: { children: ReactNode }) {
  return <Box sx={{ maxWidth: 640, mx: 'auto', my: 6, px: 2 }}>{children}</Box>;
}

interface ReportPrintScreenProps {
  reportId: string;
  internal: boolean;
  perPage: CardsPerPage;
  onPerPageChange(value: CardsPerPage): void;
  layout: PrintLayout;
  onLayoutChange(value: PrintLayout): void;
}

/**
 * '/reports/{id}/print': the report as a printable booklet, its cards `perPage` to a page, or as the tendency
 * sheet + call list (`?print=sheet`). It prints the plays the address's filters keep (the analytics' own
 * parameters, `side=` among them: a coach who reads 3rd downs prints 3rd downs) and says so on the paper.
 */
export function ReportPrintScreen({ reportId, internal, perPage, onPerPageChange, layout, onLayoutChange }: ReportPrintScreenProps) {
  const reportQuery = useReport(reportId, internal);
  const cardsQuery = useReportCardThumbnails(reportId);
  const metricRules = useMetricRules(reportQuery.data?.organizationId);
  const [filter] = useBreakdownFilter();
  const tag = reportQuery.data?.opponentOffenseTag ?? 'O';
  const printed = useMemo(() => printedCards(cardsQuery.data?.cards ?? [], filter, tag), [cardsQuery.data, filter, tag]);
  const ready = reportQuery.isSuccess && cardsQuery.isSuccess && !metricRules.loading;
  const title = reportQuery.data ? `Print: ${reportDisplayTitle(reportQuery.data)}` : 'Print Report';
  const toolbar = (
    <PrintToolbar
      title={title}
      backHref={paths.report.getHref(reportId)}
      backLabel="Back to report"
      perPage={layout === 'booklet' ? { value: perPage, onChange: onPerPageChange } : undefined}
      layout={{ value: layout, onChange: onLayoutChange }}
      ready={ready}
    />
  );

  let body: ReactNode;
  if (reportQuery.isError) {
    body = (
      <Problem>
        <LoadFailure
          error={reportQuery.error}
          notFound="Report not found."
          failed="Failed to load the report. Please try again."
          onRetry={() => void reportQuery.refetch()}
        />
      </Problem>
    );
  } else if (cardsQuery.isError) {
    body = (
      <Problem>
        <LoadFailure
          error={cardsQuery.error}
          notFound="Report not found."
          failed="Failed to load the cards. Please try again."
          onRetry={() => void cardsQuery.refetch()}
        />
      </Problem>
    );
  } else if (!reportQuery.data || !cardsQuery.data || metricRules.loading) {
    body = <Preparing what="report" />;
  } else {
    const { cards } = cardsQuery.data;
    const scope = printScopeText(filter, printed.length, cards.length);
    body = (
      <>
        {cards.length === 0 ? (
          <Problem>
            <Alert severity="info" sx={{ '@media print': { display: 'none' } }}>
              This report has no cards yet: the printout is its cover and summary only.
            </Alert>
          </Problem>
        ) : scope ? (
          <Problem>
            <Alert severity="info" sx={{ '@media print': { display: 'none' } }}>
              Printing the plays the analytics filters keep — {scope}.
            </Alert>
          </Problem>
        ) : null}
        <PrintSheets label="Printout">
          <ReportBooklet
            report={reportQuery.data}
            cards={printed}
            perPage={perPage}
            rules={metricRules.rules}
            layout={layout}
            scope={scope}
          />
        </PrintSheets>
      </>
    );
  }
  return <PrintDesk toolbar={toolbar}>{body}</PrintDesk>;
}

/** '/reports/{id}/cards/{cid}/print': one card on one page. */
export function CardPrintScreen({ reportId, cardId, internal }: { reportId: string; cardId: string; internal: boolean }) {
  const reportQuery = useReport(reportId, internal);
  const cardQuery = useCard(reportId, cardId);
  // The list's copy shows first without its media; print once the card itself (with its thumbnail) is in.
  const card = cardQuery.isPlaceholderData ? undefined : cardQuery.data;
  const toolbar = (
    <PrintToolbar
      title={card ? `Print: Card #${card.cardNumber}` : 'Print Card'}
      backHref={paths.reportCardDetail.getHref(reportId, cardId)}
      backLabel="Back to card"
      ready={Boolean(card && reportQuery.data)}
    />
  );

  let body: ReactNode;
  if (cardQuery.isError) {
    body = (
      <Problem>
        <LoadFailure
          error={cardQuery.error}
          notFound="Card not found."
          failed="Failed to load the card. Please try again."
          onRetry={() => void cardQuery.refetch()}
        />
      </Problem>
    );
  } else if (reportQuery.isError) {
    body = (
      <Problem>
        <LoadFailure
          error={reportQuery.error}
          notFound="Report not found."
          failed="Failed to load the report. Please try again."
          onRetry={() => void reportQuery.refetch()}
        />
      </Problem>
    );
  } else if (!card || !reportQuery.data) {
    body = <Preparing what="card" />;
  } else {
    const footer = `${reportDisplayTitle(reportQuery.data)} · ${reportQuery.data.opponentName?.trim() || DEFAULT_OPPONENT_NAME}`;
    body = (
      <PrintSheets label="Printout">
        <PrintSheet page={1} pages={1} footer={footer}>
          <PrintCardGrid cards={[card]} perPage={1} />
        </PrintSheet>
      </PrintSheets>
    );
  }
  return <PrintDesk toolbar={toolbar}>{body}</PrintDesk>;
}

/**
 * '/test/printcardlayout': the printed card with a fixed sample play, at each cards-per-page size, so staff
 * can check the layout on screen and on paper without a report.
 */
export function PrintCardLayoutScreen({ perPage, onPerPageChange }: { perPage: CardsPerPage; onPerPageChange(value: CardsPerPage): void }) {
  const cards = Array.from({ length: perPage }, (_, index) => sampleCardNumbered(12 + index));
  return (
    <PrintDesk
      toolbar={
        <PrintToolbar
          title="Print Card Layout"
          backHref={paths.dashboard.getHref()}
          backLabel="Dashboard"
          perPage={{ value: perPage, onChange: onPerPageChange }}
        />
      }
    >
      <PrintSheets label="Printout">
        <PrintSheet page={1} pages={1} footer="Sample card · print layout check">
          <PrintCardGrid cards={cards} perPage={perPage} />
        </PrintSheet>
      </PrintSheets>
    </PrintDesk>
  );
}
