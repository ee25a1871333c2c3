import CloudUploadOutlinedIcon from '@mui/icons-material/CloudUploadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { isReportFailed, reportDisplayTitle, type OpponentOffenseTag, type Report } from '@scout/shared/domain';
import { useEffect, useReducer, useRef, useState, type FormEvent } from 'react';
import { Link, useBlocker, useNavigate, useSearchParams } from 'react-router';
import { FormSection } from '../../components/ui/form-section';
import { LabelledValue } from '../../components/ui/labelled-value';
import { PageLoading } from '../../components/ui/page-loading';
import { PageHeader } from '../../components/ui/page-header';
import { paths } from '../../config/paths';
import { notify } from '../../features/notifications/notifications-store';
import { useReport } from '../../entities/reports/get-report';
import { useCreateReport } from '../../features/reports/api/create-report';
import { useUpdateReport } from '../../features/reports/api/update-report';
import { REPORT_MESSAGES, writeFailureMessage } from '../../features/reports/report-messages';
import { ReportLoadFailure } from '../../components/ui/load-failure';
import { OpponentFields, ReportTitleFields } from '../../features/reports/components/report-fields';
import { EMPTY_REPORT_DETAILS, reportDetailsBody, type FieldErrors, type ReportDetailsForm } from '../../features/reports/report-form';
import { LeaveUploadDialog } from '../../features/uploads/components/leave-upload-dialog';
import { UploadEntries } from '../../features/uploads/components/upload-entries';
import { WhosePlaysChoice } from '../../features/uploads/components/whose-plays-choice';
import { ZipDropZone } from '../../features/uploads/components/zip-drop-zone';
import { processingStore } from '../../features/uploads/processing-store';
import {
  createdReportNote,
  filmForReport,
  INITIAL_UPLOAD_FLOW,
  isBusy,
  NO_FILE,
  reportStaysNote,
  submitLabel,
  submitUpload,
  UPLOAD_COMPLETE,
  uploadFlowReducer,
} from '../../features/uploads/upload-flow';
import { uploadsStore } from '../../features/uploads/upload-store';
import { ZipUpload } from '../../features/uploads/zip-upload';
import { useDocumentTitle } from '../../hooks/use-document-title';
import type { DashboardState } from './dashboard';

/**
 * '/upload-zip' ('New Report') and '/createreportzip': a report made from game film. The coach names the
 * opponent and drops the ZIP; on submit the report is created, the ZIP goes straight to storage (progress,
 * speed, Cancel), processing starts (as a Hudl export, or clips only) and the dashboard follows it. A failed
 * upload leaves the report, and Retry (or another ZIP) sends the film to it (a large upload continues where
 * it stopped). With '?report={id}' (appPaths.uploadFilm) the film goes to that report instead: one made
 * without film, or one whose import failed (the new ZIP replaces it); its details are shown, not retyped.
 */
export function UploadZipRoute({ title }: { title: string }) {
  const [search] = useSearchParams();
  const reportId = search.get('report');
  return reportId ? <FilmForExistingReport reportId={reportId} /> : <UploadZipForm title={title} existing={null} />;
}

function FilmForExistingReport({ reportId }: { reportId: string }) {
  useDocumentTitle('Upload game film');
  const reportQuery = useReport(reportId, false);
  if (reportQuery.isPending) return <PageLoading label="Loading the report" />;
  if (reportQuery.isError) return <ReportLoadFailure error={reportQuery.error} onRetry={() => void reportQuery.refetch()} />;
  return <UploadZipForm key={reportQuery.data.id} title="Upload game film" existing={reportQuery.data} />;
}

/** The report the film goes to, as the coach named it (read-only: its details are changed on the report). */
function ExistingReportDetails({ report }: { report: Report }) {
  return (
    <Stack spacing={2} aria-label="The report the film goes to" role="group">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1.5, sm: 4 }}>
        <LabelledValue label="Report">
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{report.title || reportDisplayTitle(report)}</Typography>
        </LabelledValue>
        <LabelledValue label="Opponent">
          <Typography sx={{ overflowWrap: 'anywhere' }}>
            {report.opponentName || 'Unknown Opponent'}
            {report.opponentAbbreviation ? ` (${report.opponentAbbreviation})` : ''}
          </Typography>
        </LabelledValue>
        <LabelledValue label="Cards">
          <Typography>{report.cardsCount}</Typography>
        </LabelledValue>
      </Stack>
      {isReportFailed(report) ? (
        <Alert severity="warning">
          The last import failed: {report.hudlImportError || 'Processing failed'}. A new ZIP replaces it (cards it had made are removed).
        </Alert>
      ) : report.cardsCount > 0 ? (
        <Alert severity="info">The ZIP&apos;s clips are added after the report&apos;s {report.cardsCount} card(s).</Alert>
      ) : null}
      <Box>
        <Button component={Link} to={paths.report.getHref(report.id)} size="small">
          Open the report
        </Button>
      </Box>
    </Stack>
  );
}

function UploadZipForm({ title, existing }: { title: string; existing: Report | null }) {
  useDocumentTitle(title);
  const navigate = useNavigate();
  const createReport = useCreateReport();
  const updateReport = useUpdateReport();
  const [details, setDetails] = useState<ReportDetailsForm>(EMPTY_REPORT_DETAILS);
  const [errors, setErrors] = useState<FieldErrors<ReportDetailsForm>>({});
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [importBreakdown, setImportBreakdown] = useState(true);
  const [opponentOffenseTag, setOpponentOffenseTag] = useState<OpponentOffenseTag>(existing?.opponentOffenseTag ?? 'O');
  const [flow, dispatch] = useReducer(uploadFlowReducer, existing ? filmForReport(existing) : INITIAL_UPLOAD_FLOW);
  const { stage, report, failure } = flow;
  const [activeEntryId, setActiveEntryId] = useState<string | null>(null);
  const upload = useRef<ZipUpload | null>(null);
  /** Set just before the page navigates away on its own (done, or leaving after a cancel). */
  const leaving = useRef(false);
  const busy = isBusy(stage);

  // Uploads finished on an earlier visit are followed on the dashboard now; failed ones stay to be read.
  useEffect(() => {
    const { entries, remove } = uploadsStore.getState();
    for (const entry of Object.values(entries)) if (entry.status === 'completed') remove(entry.id);
  }, []);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => busy && !leaving.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!busy) return undefined;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [busy]);

  const setField = <K extends keyof ReportDetailsForm>(field: K, value: ReportDetailsForm[K]) => {
    setDetails((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const onFile = (next: File | null) => {
    setFile(next);
    setFileError(null);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const body = existing ? null : reportDetailsBody(details);
    if (body && !body.ok) setErrors(body.errors);
    if (!file) setFileError(NO_FILE);
    if ((body && !body.ok) || !file) return;
    // Film for a report that exists: the whose-plays choice made here is the report's from now on.
    if (existing && opponentOffenseTag !== existing.opponentOffenseTag) {
      try {
        await updateReport.mutateAsync({ id: existing.id, update: { opponentOffenseTag, version: existing.version } });
      } catch (error) {
        notify({ severity: 'error', message: writeFailureMessage(error, REPORT_MESSAGES.updateFailed) });
        return;
      }
    }

    const record = await submitUpload(flow, {
      mode: importBreakdown ? 'hudl' : 'videos-only',
      dispatch,
      createReport: async () => {
        if (!body?.ok) throw new Error('The report already exists.');
        const created = await createReport.mutateAsync({ ...body.value, opponentOffenseTag });
        // The title field shows what the report was named (the suggestion, when it was left empty).
        setDetails((current) => ({ ...current, title: created.title ?? current.title }));
        return created;
      },
      // A retry of the same file to the same report continues the upload it started.
      uploadTo: (target) => {
        let current = upload.current;
        if (!current || current.file !== file || current.reportId !== target.id) {
          current = new ZipUpload({ reportId: target.id, file });
          upload.current = current;
          setActiveEntryId(current.entryId);
        }
        return current;
      },
    });
    if (!record) return;
    processingStore.getState().save(record);
    leaving.current = true;
    notify({ severity: 'success', message: UPLOAD_COMPLETE });
    const state: DashboardState = { processing: record };
    void navigate(paths.dashboard.getHref(), { state });
    // The banner heads the dashboard: start there, not where the form was scrolled to.
    window.scrollTo({ top: 0 });
  };

  const onCancelUpload = () => void upload.current?.cancel();

  const onLeaveDuringUpload = async () => {
    leaving.current = true;
    await upload.current?.cancel();
    blocker.proceed?.();
  };

  const detailsLocked = report !== null;

  return (
    <>
      <PageHeader
        title={title}
        subtitle={
          existing
            ? `Film for "${existing.title || reportDisplayTitle(existing)}": upload it as a ZIP. Scout cuts it into numbered play cards, one per clip.`
            : 'Upload your game film as a ZIP. Scout cuts it into numbered play cards, one per clip.'
        }
      />
      <Card
        component="form"
        onSubmit={(event: FormEvent) => void onSubmit(event)}
        noValidate
        aria-label={existing ? 'Game film for this report' : 'New report from a ZIP'}
      >
        <CardContent sx={{ p: { xs: 2, md: 4 } }}>
          <Stack spacing={4} divider={<Divider flexItem />}>
            <FormSection
              title="Game film"
              description="A Hudl export, or a folder of clips zipped up. Each clip becomes a card, numbered in the order of the clip names."
            >
              <ZipDropZone file={file} onFile={onFile} disabled={busy} error={fileError} />
              <Box>
                <FormControlLabel
                  control={
                    <Switch checked={importBreakdown} disabled={busy} onChange={(event) => setImportBreakdown(event.target.checked)} />
                  }
                  label="Import the breakdown spreadsheet in the ZIP (Hudl export)"
                />
                <FormHelperText sx={{ mt: 0, ml: 0 }}>
                  {importBreakdown
                    ? "The ZIP's breakdown sheet (CSV, Excel or Sportscode XML) fills in each card's play number, down, distance and the rest."
                    : 'Only the clips become cards; any spreadsheet in the ZIP is left alone.'}
                </FormHelperText>
              </Box>
              <WhosePlaysChoice file={file} value={opponentOffenseTag} onChange={setOpponentOffenseTag} disabled={busy || detailsLocked} />
            </FormSection>

            {existing ? (
              <FormSection title="Report" description="The film goes to this report. Change its details on the report.">
                <ExistingReportDetails report={existing} />
              </FormSection>
            ) : (
              [
                <FormSection key="opponent" title="Opponent" description="Who you are scouting. The abbreviation heads the report's title.">
                  <OpponentFields form={details} errors={errors} onChange={setField} disabled={busy || detailsLocked} />
                </FormSection>,
                <FormSection key="report" title="Report" description="What the report breaks down, and where the game is played.">
                  <ReportTitleFields form={details} errors={errors} onChange={setField} disabled={busy || detailsLocked} />
                </FormSection>,
              ]
            )}
          </Stack>

          {detailsLocked && !existing ? (
            <Alert severity="info" sx={{ mt: 3 }}>
              {createdReportNote(flow)}
            </Alert>
          ) : null}

          <Box sx={{ mt: 3 }}>
            <UploadEntries
              activeId={activeEntryId}
              onCancel={onCancelUpload}
              onRetryNow={() => upload.current?.retryNow()}
              failureNote={reportStaysNote(flow)}
            />
          </Box>

          {failure ? (
            <Alert severity="error" sx={{ mt: 3 }} role="alert">
              {failure}
            </Alert>
          ) : null}

          <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end', mt: 4 }}>
            <Button component={Link} to={paths.dashboard.getHref()} disabled={busy}>
              {report ? 'Back to dashboard' : 'Cancel'}
            </Button>
            <Button
              type="submit"
              variant="contained"
              color="secondary"
              size="large"
              startIcon={<CloudUploadOutlinedIcon />}
              loading={busy}
              loadingPosition="start"
              disabled={stage === 'done'}
            >
              {submitLabel(flow)}
            </Button>
          </Stack>
        </CardContent>
      </Card>
      <LeaveUploadDialog open={blocker.state === 'blocked'} onStay={() => blocker.reset?.()} onLeave={() => void onLeaveDuringUpload()} />
    </>
  );
}
