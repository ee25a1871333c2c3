import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import TableChartOutlinedIcon from '@mui/icons-material/TableChartOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CircularProgress from '@mui/material/CircularProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { reportTitleLine, type Card as ScoutCard, type Report } from '@scout/shared/domain';
import { buildExportSheet, exportColumns, exportFileName, playOfCard } from '@scout/shared/domain/breakdown-export';
import { breakdownFilterOptions, filterPlays } from '@scout/shared/domain/breakdown-filters';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { ReportLoadFailure } from '../../../components/ui/load-failure';
import { PageHeader } from '../../../components/ui/page-header';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { paths } from '../../../config/paths';
import { useReportCards } from '../../../entities/cards/list-report-cards';
import { useReport } from '../../../entities/reports/get-report';
import { downloadBlob } from '../../../lib/download-file';
import { exportBlob, type ExportFormat } from '../export-files';
import { useBreakdownFilter } from '../../../hooks/use-breakdown-filter';
import { ColumnChooser } from './column-chooser';
import { ExportPreview } from './export-preview';
import { FilterPanel } from '../../../components/ui/breakdown-filter-panel';

/** Rows shown in the preview table; the file holds every row the filters keep. */
const PREVIEW_ROWS = 10;

function BackToReport({ reportId }: { reportId: string }) {
  return (
    <Button component={Link} to={paths.report.getHref(reportId)} startIcon={<ArrowBackIcon />}>
      Back to Report
    </Button>
  );
}

function Loading() {
  return (
    <Box aria-busy="true" aria-label="Loading the breakdown">
      <Skeleton variant="text" width="40%" height={48} />
      <Skeleton variant="rounded" height={180} sx={{ my: 2 }} />
      <Skeleton variant="rounded" height={240} />
    </Box>
  );
}

function NoCards({ reportId }: { reportId: string }) {
  return (
    <Card sx={{ py: 6, px: 3, textAlign: 'center' }}>
      <TableChartOutlinedIcon sx={{ fontSize: 48, color: 'text.disabled', mb: 1 }} />
      <Typography variant="h6" component="p" gutterBottom>
        No plays to export yet
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        This report has no cards. Cards appear once the game film is processed, or you can add plays by hand.
      </Typography>
      <Button component={Link} to={paths.report.getHref(reportId)} variant="outlined">
        Open the report
      </Button>
    </Card>
  );
}

function ExportWorkspace({ report, cards }: { report: Report; cards: readonly ScoutCard[] }) {
  const [filter, setFilter] = useBreakdownFilter();
  const [left, setLeft] = useState<ReadonlySet<string>>(new Set());
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const plays = useMemo(() => cards.map(playOfCard), [cards]);
  const options = useMemo(() => breakdownFilterOptions(plays), [plays]);
  const columns = useMemo(() => exportColumns(plays), [plays]);
  const matching = useMemo(() => filterPlays(plays, filter), [plays, filter]);
  const chosenColumns = useMemo(() => columns.filter((column) => !left.has(column.id)), [columns, left]);
  const chosen = useMemo(() => new Set(chosenColumns.map((column) => column.id)), [chosenColumns]);
  const preview = useMemo(() => buildExportSheet(matching.slice(0, PREVIEW_ROWS), { columns: chosenColumns }), [matching, chosenColumns]);

  const download = async (format: ExportFormat) => {
    setBusy(format);
    setFailure(null);
    try {
      const blob = await exportBlob(buildExportSheet(matching, { columns: chosenColumns }), format);
      downloadBlob(blob, exportFileName(report, format));
    } catch {
      setFailure(`The ${format.toUpperCase()} file could not be made. Please try again.`);
    } finally {
      setBusy(null);
    }
  };
  const cannotExport = busy !== null || chosenColumns.length === 0 || matching.length === 0;

  return (
    <Stack spacing={2}>
      <FilterPanel filter={filter} options={options} matching={matching.length} total={plays.length} onChange={setFilter} />
      <ColumnChooser
        columns={columns}
        chosen={chosen}
        onChange={(next) => setLeft(new Set(columns.filter((column) => !next.has(column.id)).map((column) => column.id)))}
      />
      <Card sx={{ p: 2 }}>
        <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1.5, mb: 2 }}>
          <Typography variant="h6" component="h2" sx={{ mr: 'auto' }}>
            {matching.length} {matching.length === 1 ? 'row' : 'rows'} × {chosenColumns.length}{' '}
            {chosenColumns.length === 1 ? 'column' : 'columns'}
          </Typography>
          <Button
            variant="contained"
            startIcon={busy === 'csv' ? <CircularProgress size={18} color="inherit" /> : <FileDownloadOutlinedIcon />}
            disabled={cannotExport}
            onClick={() => void download('csv')}
          >
            Download CSV
          </Button>
          <Button
            variant="outlined"
            startIcon={busy === 'xlsx' ? <CircularProgress size={18} color="inherit" /> : <FileDownloadOutlinedIcon />}
            disabled={cannotExport}
            onClick={() => void download('xlsx')}
          >
            Download XLSX
          </Button>
        </Stack>
        {failure ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {failure}
          </Alert>
        ) : null}
        <ExportPreview sheet={preview} total={matching.length} />
      </Card>
    </Stack>
  );
}

interface ExportDataPageProps {
  reportId: string;
  /** Administrator-type viewer: reads the report with internal access. */
  internal: boolean;
}

/**
 * A report's breakdown as a spreadsheet: filters (kept in the address), a column chooser, a preview of the
 * first rows, and CSV or XLSX downloads with Hudl's column names.
 */
export function ExportDataPage({ reportId, internal }: ExportDataPageProps) {
  const reportQuery = useReport(reportId, internal);
  const cardsQuery = useReportCards(reportId);

  if (reportQuery.isPending) return <Loading />;
  if (reportQuery.isError) return <ReportLoadFailure error={reportQuery.error} onRetry={() => void reportQuery.refetch()} />;
  const report = reportQuery.data;
  return (
    <>
      <PageHeader title="Export Data" subtitle={reportTitleLine(report)} actions={<BackToReport reportId={report.id} />} />
      {cardsQuery.isPending ? (
        <Loading />
      ) : cardsQuery.isError ? (
        <RetryAlert message="Failed to load the cards. Please try again." onRetry={() => void cardsQuery.refetch()} />
      ) : cardsQuery.data.cards.length === 0 ? (
        <NoCards reportId={report.id} />
      ) : (
        <ExportWorkspace report={report} cards={cardsQuery.data.cards} />
      )}
    </>
  );
}
