import type { ProcessingRecord, Report } from '@scout/shared/domain';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error';
import {
  createdReportNote,
  filmForReport,
  INITIAL_UPLOAD_FLOW,
  isBusy,
  reportStaysNote,
  SUBMIT_LABELS,
  submitLabel,
  submitUpload,
  uploadFlowReducer,
  type FilmUpload,
  type UploadFlow,
  type UploadFlowEvent,
} from './upload-flow';
import { UploadCancelledError, UploadError } from './uploader';
import type { ZipUploadStage } from './zip-upload';

const report = { id: 'r1', title: 'BRH vs Rivals' } as Report;
const record: ProcessingRecord = { reportId: 'r1', message: 'Processing queued', startTime: 1 };

/** The flow after `events`, from the empty form. */
function after(...events: UploadFlowEvent[]): UploadFlow {
  return events.reduce(uploadFlowReducer, INITIAL_UPLOAD_FLOW);
}

const created: UploadFlowEvent[] = [{ type: 'submitted' }, { type: 'report-created', report }];
const uploading: UploadFlowEvent[] = [...created, { type: 'step-reached', step: 'uploading' }];
const starting: UploadFlowEvent[] = [...uploading, { type: 'step-reached', step: 'starting-processing' }];

describe('film for a report that exists', () => {
  it('starts with the report, sends the film without creating one, and keeps it after a failure', async () => {
    const flow = filmForReport(report);
    expect(submitLabel(flow)).toBe('Upload film');
    const events: UploadFlowEvent[] = [];
    let created = 0;
    const failing: FilmUpload = {
      run: async () => {
        throw new UploadError('Upload failed with status 500', 500);
      },
    };
    const answer = await submitUpload(flow, {
      mode: 'hudl',
      dispatch: (event) => events.push(event),
      createReport: async () => {
        created += 1;
        return report;
      },
      uploadTo: () => failing,
    });
    expect(answer).toBeNull();
    expect(created).toBe(0);
    const failed = events.reduce((current, event) => uploadFlowReducer(current, event), flow);
    expect(failed).toMatchObject({ stage: 'failed', report });
    expect(submitLabel(failed)).toBe('Retry upload');
    expect(reportStaysNote(failed)).toMatch(/choose another ZIP/);
  });
});

describe('the upload flow', () => {
  it('starts at the form, with the first label', () => {
    expect(INITIAL_UPLOAD_FLOW).toEqual({ stage: 'editing', report: null, failure: null });
    expect(SUBMIT_LABELS[INITIAL_UPLOAD_FLOW.stage]).toBe('Create report and upload');
  });

  it('creates the report first, then uploads, then starts processing, then is done', () => {
    expect(after({ type: 'submitted' }).stage).toBe('creating');
    expect(after(...created)).toEqual({ stage: 'creating', report, failure: null });
    expect(after(...uploading).stage).toBe('uploading');
    expect(after(...starting).stage).toBe('starting-processing');
    expect(after(...starting, { type: 'processing-started' })).toEqual({ stage: 'done', report, failure: null });
  });

  it('labels the submit button for each stage', () => {
    expect(SUBMIT_LABELS).toEqual({
      editing: 'Create report and upload',
      creating: 'Creating the report…',
      uploading: 'Uploading…',
      'starting-processing': 'Starting processing…',
      failed: 'Retry upload',
      'processing-failed': 'Start processing',
      done: 'Uploaded',
    });
  });

  it('is busy while creating, uploading and starting processing only', () => {
    expect((Object.keys(SUBMIT_LABELS) as (keyof typeof SUBMIT_LABELS)[]).filter(isBusy)).toEqual([
      'creating',
      'uploading',
      'starting-processing',
    ]);
  });

  it("goes back to the form with the server's reason when a 400 refuses the report", () => {
    const flow = after(
      { type: 'submitted' },
      { type: 'report-failed', error: new ApiError({ status: 400, code: 'HTTP_ERROR', message: 'Opponent name is too long' }) },
    );

    expect(flow).toEqual({ stage: 'editing', report: null, failure: 'Opponent name is too long' });
  });

  it('goes back to the form with a general message when the report could not be created for another reason', () => {
    const flow = after(
      { type: 'submitted' },
      { type: 'report-failed', error: new ApiError({ status: 500, code: 'HTTP_ERROR', message: 'boom' }) },
    );

    expect(flow).toEqual({ stage: 'editing', report: null, failure: 'Failed to create report. Please try again.' });
  });

  it('keeps the report when the upload fails, and says it stays on the dashboard', () => {
    const flow = after(...uploading, { type: 'upload-failed', error: new UploadError('Upload failed with status 500', 500) });

    expect(flow).toEqual({ stage: 'failed', report, failure: null });
    expect(SUBMIT_LABELS[flow.stage]).toBe('Retry upload');
    expect(reportStaysNote(flow)).toBe(
      '"BRH vs Rivals" stays on your dashboard. Retry to send the film to it, or choose another ZIP above; or delete the report from the dashboard.',
    );
    expect(createdReportNote(flow)).toBe(
      'Report "BRH vs Rivals" is created. Retry sends the film to it. Change its details from the dashboard.',
    );
  });

  it('says why processing could not start once the film is uploaded', () => {
    const flow = after(...starting, {
      type: 'upload-failed',
      error: new ApiError({ status: 409, code: 'HTTP_ERROR', message: 'This report is already processing' }),
    });

    expect(flow.stage).toBe('processing-failed');
    expect(flow.failure).toBe(
      'The film was uploaded, but processing could not start: This report is already processing. Retry starts it without sending the film again.',
    );
    expect(SUBMIT_LABELS[flow.stage]).toBe('Start processing');
    expect(reportStaysNote(flow)).toBeNull();
    expect(createdReportNote(flow)).toBe('Report "BRH vs Rivals" is created. Its film is uploaded. Change its details from the dashboard.');
  });

  it('treats a cancel as a failed upload, even while processing was being started', () => {
    const cancelled = new UploadCancelledError();

    expect(after(...starting, { type: 'upload-failed', error: cancelled })).toEqual({ stage: 'failed', report, failure: null });
  });

  it('sends the film to the report already made on a retry, clearing the last failure', () => {
    const failedStart = after(...starting, { type: 'upload-failed', error: new Error('Service unavailable') });

    const retried = uploadFlowReducer(failedStart, { type: 'submitted' });

    expect(retried).toEqual({ stage: 'processing-failed', report, failure: null });
    expect(uploadFlowReducer(retried, { type: 'step-reached', step: 'uploading' }).stage).toBe('uploading');
  });

  it('ignores a submit while busy, and outcomes that do not belong to the stage', () => {
    const busy = after(...uploading);

    expect(uploadFlowReducer(busy, { type: 'submitted' })).toBe(busy);
    expect(uploadFlowReducer(busy, { type: 'report-failed', error: new Error('late') })).toBe(busy);
    expect(uploadFlowReducer(busy, { type: 'processing-started' })).toBe(busy);
    expect(uploadFlowReducer(INITIAL_UPLOAD_FLOW, { type: 'report-created', report })).toBe(INITIAL_UPLOAD_FLOW);
  });

  it('names a report without a title by its display title, and has no note before there is a report', () => {
    const untitled = { ...report, title: '', opponentName: 'Rivals', opponentAbbreviation: 'RIV' } as Report;
    const flow = after({ type: 'submitted' }, { type: 'report-created', report: untitled }, { type: 'step-reached', step: 'uploading' });

    expect(createdReportNote(flow)).toMatch(/^Report ".+" is created\. The film goes to it\. Change its details from the dashboard\.$/);
    expect(createdReportNote(INITIAL_UPLOAD_FLOW)).toBeNull();
  });
});

/** An upload that reaches `steps` in turn, then answers the record or fails with `error`. */
function fakeUpload(steps: ZipUploadStage[], error?: unknown): FilmUpload & { runs: number } {
  const upload = {
    runs: 0,
    async run(_mode: string, onStep: (step: ZipUploadStage) => void) {
      upload.runs += 1;
      for (const step of steps) onStep(step);
      if (error) throw error;
      return record;
    },
  };
  return upload;
}

/** Runs one submit from `flow`, keeping the flow as the page would. */
async function submit(flow: UploadFlow, options: { create?: () => Promise<Report>; upload?: FilmUpload }) {
  let current = flow;
  const created: string[] = [];
  const uploadedTo: string[] = [];
  const answer = await submitUpload(flow, {
    mode: 'hudl',
    createReport: async () => {
      created.push('report');
      return options.create ? options.create() : report;
    },
    uploadTo: (target) => {
      uploadedTo.push(target.id);
      return options.upload ?? fakeUpload(['uploading', 'starting-processing']);
    },
    dispatch: (event) => {
      current = uploadFlowReducer(current, event);
    },
  });
  return { answer, flow: current, created, uploadedTo };
}

describe('submitting the upload form', () => {
  it('creates the report, sends the film to it and answers the processing record', async () => {
    const result = await submit(INITIAL_UPLOAD_FLOW, {});

    expect(result.answer).toBe(record);
    expect(result.flow).toEqual({ stage: 'done', report, failure: null });
    expect(result.created).toEqual(['report']);
    expect(result.uploadedTo).toEqual(['r1']);
  });

  it('stops at the form when the report cannot be created, sending nothing', async () => {
    const result = await submit(INITIAL_UPLOAD_FLOW, {
      create: () => Promise.reject(new ApiError({ status: 0, code: 'NETWORK_ERROR', message: 'Network error' })),
    });

    expect(result.answer).toBeNull();
    expect(result.flow).toEqual({ stage: 'editing', report: null, failure: 'Failed to create report. Please try again.' });
    expect(result.uploadedTo).toEqual([]);
  });

  it('keeps the report when the upload fails', async () => {
    const result = await submit(INITIAL_UPLOAD_FLOW, {
      upload: fakeUpload(['uploading'], new UploadError('Upload failed due to network error', null)),
    });

    expect(result.answer).toBeNull();
    expect(result.flow).toEqual({ stage: 'failed', report, failure: null });
  });

  it('on a retry, sends the film to the report made before without creating another', async () => {
    const failed = after(...uploading, { type: 'upload-failed', error: new UploadError('Upload failed due to network error', null) });

    const result = await submit(failed, {});

    expect(result.created).toEqual([]);
    expect(result.uploadedTo).toEqual(['r1']);
    expect(result.flow.stage).toBe('done');
  });

  it('says why when processing could not start', async () => {
    const result = await submit(INITIAL_UPLOAD_FLOW, {
      upload: fakeUpload(
        ['uploading', 'starting-processing'],
        new ApiError({ status: 0, code: 'NETWORK_ERROR', message: 'Network error' }),
      ),
    });

    expect(result.flow.stage).toBe('processing-failed');
    expect(result.flow.failure).toBe(
      'The film was uploaded, but processing could not start: Network error. Please check your connection. Retry starts it without sending the film again.',
    );
  });

  it('ignores a submit while the flow is busy', async () => {
    const busy = after(...uploading);

    const result = await submit(busy, {});

    expect(result.answer).toBeNull();
    expect(result.flow).toBe(busy);
    expect(result.uploadedTo).toEqual([]);
  });
});
