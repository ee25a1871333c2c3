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
import type { OpponentOffenseTag } from '@scout/shared/domain';
import { useEffect, useReducer, useRef, useState, type FormEvent } from 'react';
import { Link, useBlocker, useNavigate } from 'react-router';
import { FormSection } from '../../components/ui/form-section';
import { PageHeader } from '../../components/ui/page-header';
import { paths } from '../../config/paths';
import { notify } from '../../features/notifications/notifications-store';
import { useCreateReport } from '../../features/reports/api/create-report';
import { OpponentFields, ReportTitleFields } from '../../features/reports/components/report-fields';
import { EMPTY_REPORT_DETAILS, reportDetailsBody, type FieldErrors, type ReportDetailsForm } from '../../features/reports/report-form';
import { LeaveUploadDialog } from '../../features/uploads/components/leave-upload-dialog';
import { UploadEntries } from '../../features/uploads/components/upload-entries';
import { WhosePlaysChoice } from '../../features/uploads/components/whose-plays-choice';
import { ZipDropZone } from '../../features/uploads/components/zip-drop-zone';
import { processingStore } from '../../features/uploads/processing-store';
import {
  createdReportNote,
  INITIAL_UPLOAD_FLOW,
  isBusy,
  NO_FILE,
  reportStaysNote,
  SUBMIT_LABELS,
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
 * upload leaves the report, and Retry sends the film to it (a large upload continues where it stopped).
 */
export function UploadZipRoute({ title }: { title: string }) {
  useDocumentTitle(title);
  const navigate = useNavigate();
  const createReport = useCreateReport();
  const [details, setDetails] = useState<ReportDetailsForm>(EMPTY_REPORT_DETAILS);
  const [errors, setErrors] = useState<FieldErrors<ReportDetailsForm>>({});
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [importBreakdown, setImportBreakdown] = useState(true);
  const [opponentOffenseTag, setOpponentOffenseTag] = useState<OpponentOffenseTag>('O');
  const [flow, dispatch] = useReducer(uploadFlowReducer, INITIAL_UPLOAD_FLOW);
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
    const body = reportDetailsBody(details);
    if (!body.ok) setErrors(body.errors);
    if (!file) setFileError(NO_FILE);
    if (!body.ok || !file) return;

    const record = await submitUpload(flow, {
      mode: importBreakdown ? 'hudl' : 'videos-only',
      dispatch,
      createReport: async () => {
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
      <PageHeader title={title} subtitle="Upload your game film as a ZIP. Scout cuts it into numbered play cards, one per clip." />
      <Card component="form" onSubmit={(event: FormEvent) => void onSubmit(event)} noValidate aria-label="New report from a ZIP">
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

            <FormSection title="Opponent" description="Who you are scouting. The abbreviation heads the report's title.">
              <OpponentFields form={details} errors={errors} onChange={setField} disabled={busy || detailsLocked} />
            </FormSection>

            <FormSection title="Report" description="What the report breaks down, and where the game is played.">
              <ReportTitleFields form={details} errors={errors} onChange={setField} disabled={busy || detailsLocked} />
            </FormSection>
          </Stack>

          {detailsLocked ? (
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
              {SUBMIT_LABELS[stage]}
            </Button>
          </Stack>
        </CardContent>
      </Card>
      <LeaveUploadDialog open={blocker.state === 'blocked'} onStay={() => blocker.reset?.()} onLeave={() => void onLeaveDuringUpload()} />
    </>
  );
}
