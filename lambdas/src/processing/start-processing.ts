import { MAX_UPLOAD_BYTES, UPLOAD_TOO_LARGE, type ProcessingMode, type ProcessingStatus } from '@scout/shared/domain';
import type { Caller } from '../core/caller';
import { ConflictError, ValidationError } from '../core/errors';
import { getReport } from '../reports/get-report';
import type { ProcessingDeps } from './deps';
import { clearFailedStatus } from './clear-failed-import';
import { importIdFor, isUploadKeyOf } from './ids';
import { isFinished } from './import-status';
import { ProcessingLog } from './processing-log';
import type { StorageReservations } from '../ports';

type StartDeps = Pick<ProcessingDeps, 'reports' | 'imports' | 'objects' | 'queue' | 'buckets' | 'now'> & {
  /** The upload's reserved bytes are given back once processing starts: from then on its media count as stored. */
  reservations?: Pick<StorageReservations, 'release'>;
};

/**
 * Starts processing an uploaded ZIP: the key must be one the server handed out for this report, the object
 * must be there and within the limit. One run per upload (the import id is derived from report, key and
 * mode), one running import per report. Film for a report without film adds its cards; film for a report
 * whose import failed replaces that import (its cards go when the new run reads the ZIP, its failed state
 * now). Answers 'queued'.
 */
export async function startProcessing(
  deps: StartDeps,
  caller: Caller,
  input: { reportId: string; s3Key: string },
  mode: ProcessingMode,
): Promise<{ status: 'queued'; reportId: string; importId: string; message: string }> {
  const report = await getReport(deps.reports, caller, input.reportId);
  if (!isUploadKeyOf(input.s3Key, report.organizationId, report.id)) {
    throw new ValidationError('s3_key is not an upload of this report; ask for an upload URL first.');
  }
  const stored = await deps.objects.head(deps.buckets.uploads, input.s3Key);
  if (!stored) throw new ValidationError('The uploaded ZIP was not found. Upload it again.');
  if (stored.size > MAX_UPLOAD_BYTES) {
    await deps.objects.delete(deps.buckets.uploads, input.s3Key);
    throw new ValidationError(UPLOAD_TOO_LARGE);
  }
  const importId = importIdFor(report.id, input.s3Key, mode);
  if (report.importId && report.importId !== importId) {
    const running = await deps.imports.get(report.id, report.importId);
    if (running && !isFinished(running.status)) {
      throw new ConflictError('Film for this report is still being processed. Wait until it finishes before adding more.');
    }
  }
  const record = await deps.imports.createIfAbsent({
    reportId: report.id,
    organizationId: report.organizationId,
    importId,
    mode,
    zipKey: input.s3Key,
    zipSize: stored.size,
    status: 'queued',
    step: 'Waiting for a worker',
    error: null,
    createdAt: deps.now().toISOString(),
    createdBy: caller.userId,
    startedAt: null,
    finishedAt: null,
    clipsTotal: 0,
    cardNumberBase: null,
    breakdownFiles: [],
    inflatedBytes: 0,
  });
  if (record.status === 'queued') {
    await clearFailedStatus(deps, report);
    await deps.imports.setReportImport(report.id, { importId, status: 'queued', error: null });
    await new ProcessingLog(deps.imports, report.id, deps.now).info(
      'upload',
      `ZIP of ${(stored.size / 1024 ** 2).toFixed(1)} MB uploaded by ${caller.email}; ${mode === 'hudl' ? 'clips and breakdown sheet' : 'clips only'} queued for processing.`,
    );
    await deps.queue.send([{ type: 'index', reportId: report.id, importId }]);
  }
  await deps.reservations?.release(report.organizationId, input.s3Key);
  return { status: 'queued', reportId: report.id, importId, message: 'Processing queued' };
}

/** Progress for the dashboard banner. */
export async function getProcessingStatus(
  deps: Pick<ProcessingDeps, 'reports' | 'imports'>,
  caller: Caller,
  reportId: string,
): Promise<ProcessingStatus> {
  const report = await getReport(deps.reports, caller, reportId);
  const record = report.importId ? await deps.imports.get(report.id, report.importId) : null;
  if (!record) {
    return {
      reportId: report.id,
      status: null,
      step: 'No film uploaded',
      clipsTotal: 0,
      clipsDone: 0,
      clipsFailed: 0,
      error: null,
      startedAt: null,
      finishedAt: null,
    };
  }
  const tally = await deps.imports.tally(report.id, record.importId);
  return {
    reportId: report.id,
    status: record.status,
    step: record.status === 'processing' ? `Processing clips: ${tally.done} of ${tally.total} done` : record.step,
    clipsTotal: tally.total,
    clipsDone: tally.done,
    clipsFailed: tally.failed,
    error: record.error,
    startedAt: record.startedAt ?? record.createdAt,
    finishedAt: record.finishedAt,
  };
}

export async function getProcessingLog(deps: Pick<ProcessingDeps, 'reports' | 'imports'>, caller: Caller, reportId: string) {
  const report = await getReport(deps.reports, caller, reportId);
  return { reportId: report.id, entries: await deps.imports.listLog(report.id) };
}
