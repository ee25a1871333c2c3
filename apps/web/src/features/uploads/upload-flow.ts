import { reportDisplayTitle, type ProcessingMode, type ProcessingRecord, type Report } from '@scout/shared/domain';
import { isApiError } from '../../lib/api-error';
import { isUploadCancelled } from './uploader';
import { processingStartFailureMessage, type ZipUploadStage } from './zip-upload';

/**
 * The flow of '/upload-zip' ('New Report'): the coach fills in the form (editing); submitting creates the
 * report (creating), sends the ZIP (uploading) and starts its processing (starting-processing), and the
 * page hands over to the dashboard (done). A failed or cancelled upload leaves the report (failed: Retry
 * sends the film to it); a failed start of processing leaves the film uploaded (processing-failed: Retry
 * starts it without sending the film again). A report that could not be created goes back to editing.
 */
export type UploadStage = 'editing' | 'creating' | 'uploading' | 'starting-processing' | 'failed' | 'processing-failed' | 'done';

export interface UploadFlow {
  stage: UploadStage;
  /** The report the first submit created; every later submit sends the film to it. */
  report: Report | null;
  /** What went wrong, shown under the form (creating the report, or starting its processing). */
  failure: string | null;
}

export const INITIAL_UPLOAD_FLOW: UploadFlow = { stage: 'editing', report: null, failure: null };

export type UploadFlowEvent =
  /** A valid form was submitted. */
  | { type: 'submitted' }
  | { type: 'report-created'; report: Report }
  | { type: 'report-failed'; error: unknown }
  /** The upload reached one of its steps (sending the film, starting its processing). */
  | { type: 'step-reached'; step: ZipUploadStage }
  | { type: 'processing-started' }
  /** The upload, or the start of its processing, failed or was cancelled. */
  | { type: 'upload-failed'; error: unknown };

const BUSY_STAGES: readonly UploadStage[] = ['creating', 'uploading', 'starting-processing'];

/** While busy, the form is locked, leaving the page asks first and another submit is ignored. */
export function isBusy(stage: UploadStage): boolean {
  return BUSY_STAGES.includes(stage);
}

export const SUBMIT_LABELS: Record<UploadStage, string> = {
  editing: 'Create report and upload',
  creating: 'Creating the report…',
  uploading: 'Uploading…',
  'starting-processing': 'Starting processing…',
  failed: 'Retry upload',
  'processing-failed': 'Start processing',
  done: 'Uploaded',
};

/** The submit button: for a report that exists, the film is all there is to send. */
export function submitLabel(flow: UploadFlow): string {
  return flow.stage === 'editing' && flow.report ? 'Upload film' : SUBMIT_LABELS[flow.stage];
}

/** The flow of film for a report that exists ('/upload-zip?report={id}'): nothing to create, the film goes to it. */
export function filmForReport(report: Report): UploadFlow {
  return { stage: 'editing', report, failure: null };
}

export const NO_FILE = 'Choose the ZIP of your game film.';

export const UPLOAD_COMPLETE = 'Upload complete. Scout is turning your film into cards.';

/** A 400 says what was wrong with the details; anything else is worded generally. */
export function createFailureMessage(error: unknown): string {
  if (isApiError(error) && error.status === 400 && error.message) return error.message;
  return 'Failed to create report. Please try again.';
}

export function uploadFlowReducer(flow: UploadFlow, event: UploadFlowEvent): UploadFlow {
  switch (event.type) {
    case 'submitted':
      if (isBusy(flow.stage)) return flow;
      // Without a report it is created first; with one, the film goes to it (the upload says when it starts).
      return { ...flow, stage: flow.report ? flow.stage : 'creating', failure: null };
    case 'report-created':
      return flow.stage === 'creating' ? { ...flow, report: event.report } : flow;
    case 'report-failed':
      return flow.stage === 'creating' ? { ...flow, stage: 'editing', failure: createFailureMessage(event.error) } : flow;
    case 'step-reached':
      return { ...flow, stage: event.step };
    case 'processing-started':
      return flow.stage === 'starting-processing' ? { ...flow, stage: 'done' } : flow;
    case 'upload-failed':
      // Failing to start processing after the film arrived says why; a failed or cancelled upload shows its
      // error on its upload entry instead.
      if (flow.stage === 'starting-processing' && !isUploadCancelled(event.error)) {
        return { ...flow, stage: 'processing-failed', failure: processingStartFailureMessage(event.error) };
      }
      return { ...flow, stage: 'failed' };
  }
}

/** How the page names the report it created: its title in quotes. */
export function reportName(report: Report | null): string {
  return report ? `"${report.title || reportDisplayTitle(report)}"` : 'The report';
}

/** Under a failed upload's entry: the report was made and stays, with what the person can do about it. */
export function reportStaysNote(flow: UploadFlow): string | null {
  if (flow.stage !== 'failed' || flow.failure) return null;
  return `${reportName(flow.report)} stays on your dashboard. Retry to send the film to it, or choose another ZIP above; or delete the report from the dashboard.`;
}

/** Once the report exists its details are locked; this says what becomes of the film. */
export function createdReportNote(flow: UploadFlow): string | null {
  if (!flow.report) return null;
  const film =
    flow.stage === 'failed'
      ? 'Retry sends the film to it.'
      : flow.stage === 'processing-failed'
        ? 'Its film is uploaded.'
        : 'The film goes to it.';
  return `Report ${reportName(flow.report)} is created. ${film} Change its details from the dashboard.`;
}

/** One upload of the film to a report; run again after a failure, it continues where it stopped. */
export interface FilmUpload {
  run(mode: ProcessingMode, onStep: (step: ZipUploadStage) => void): Promise<ProcessingRecord>;
}

export interface SubmitSteps {
  /** Creates the report from the form's details. */
  createReport(): Promise<Report>;
  /** The upload of the film to `report` (a retry to the same report reuses the previous one). */
  uploadTo(report: Report): FilmUpload;
  mode: ProcessingMode;
  dispatch(event: UploadFlowEvent): void;
}

/**
 * One submit of a valid form: creates the report unless an earlier submit did, sends the film and starts its
 * processing, telling the flow each step. Answers the processing record the dashboard follows, or null when
 * a step failed (the flow then holds what to show) or the flow was already busy (the submit is ignored).
 */
export async function submitUpload(flow: UploadFlow, steps: SubmitSteps): Promise<ProcessingRecord | null> {
  if (isBusy(flow.stage)) return null;
  steps.dispatch({ type: 'submitted' });
  let target = flow.report;
  if (!target) {
    try {
      target = await steps.createReport();
    } catch (error) {
      steps.dispatch({ type: 'report-failed', error });
      return null;
    }
    steps.dispatch({ type: 'report-created', report: target });
  }
  try {
    const record = await steps.uploadTo(target).run(steps.mode, (step) => steps.dispatch({ type: 'step-reached', step }));
    steps.dispatch({ type: 'processing-started' });
    return record;
  } catch (error) {
    steps.dispatch({ type: 'upload-failed', error });
    return null;
  }
}
