import { PROCESSING_MAX_ATTEMPTS } from '@scout/shared/domain';
import { handleObjectCreated } from '../cards/card-media';
import { logger } from '../core/logger';
import { runClipJob } from './clip-job';
import type { ProcessingDeps } from './deps';
import { runFinishJob } from './finish-job';
import { failClip, failImport, finishWhenAllClipsDone } from './import-lifecycle';
import { runIndexJob } from './index-job';
import { failMediaJob, runMediaJob } from './media-job';
import type { ProcessingJob } from './job';

/** Deliveries of one job before it is given up (SQS maxReceiveCount; the in-process queue uses the same). */
export const MAX_JOB_ATTEMPTS = PROCESSING_MAX_ATTEMPTS;

export async function runJob(deps: ProcessingDeps, job: ProcessingJob): Promise<void> {
  switch (job.type) {
    case 'index':
      return runIndexJob(deps, job);
    case 'clip':
      return runClipJob(deps, job);
    case 'finish':
      return runFinishJob(deps, job);
    case 'media':
      return runMediaJob(deps, job);
    case 'objectCreated':
      await handleObjectCreated(deps, job);
      return;
  }
}

/**
 * A job failed on its last delivery (it goes to the dead-letter queue): make that visible instead of leaving
 * the report 'processing' forever. A clip fails its card and is counted; index and finish fail the import; an
 * added video fails its medium.
 */
export async function giveUpJob(deps: ProcessingDeps, job: ProcessingJob, error: unknown): Promise<void> {
  const reason = `gave up after ${MAX_JOB_ATTEMPTS} attempts: ${error instanceof Error ? error.message : String(error)}`;
  logger.error('Processing job given up', { job, error: reason });
  if (job.type === 'media') {
    await failMediaJob(deps, job, `Processing ${reason}`);
    return;
  }
  // The medium stays uploading: the complete route or a reader's first look checks it again.
  if (job.type === 'objectCreated') return;
  const record = await deps.imports.get(job.reportId, job.importId);
  if (!record) return;
  if (job.type === 'clip') {
    await failClip(deps, job.cardId, `Processing ${reason}`);
    const tally = await deps.imports.recordClipDone(job.reportId, job.importId, job.cardNumber, { failed: true, inflatedBytes: 0 });
    await finishWhenAllClipsDone(deps, record, tally);
    return;
  }
  await failImport(deps, record, `Processing stopped (${job.type} step ${reason}).`, job.type);
}

/** The organisation whose worker share a job uses: its report's; none for a storage event (a quick check). */
async function organizationOf(deps: ProcessingDeps, job: ProcessingJob): Promise<string | null> {
  if (job.type === 'objectCreated') return null;
  return (await deps.reports.get(job.reportId))?.organizationId ?? null;
}

/**
 * Runs a job within its organisation's share of the workers, so one customer's season of film cannot take
 * every worker: past `maxPerOrganization` jobs at once the job goes back to the queue, delayed, and this
 * delivery ends as done (a wait is not a failed attempt). Answers whether it ran.
 */
export async function runJobWithinOrganizationLimit(
  deps: ProcessingDeps,
  job: ProcessingJob,
  attempt: number,
): Promise<'ran' | 'deferred'> {
  const organizationId = await organizationOf(deps, job);
  if (!organizationId) {
    await runJobAttempt(deps, job, attempt);
    return 'ran';
  }
  const { maxPerOrganization, deferSeconds, leaseSeconds } = deps.organizationLimit;
  const lease = await deps.slots.acquire(organizationId, { max: maxPerOrganization, now: deps.now(), leaseSeconds });
  if (!lease) {
    await deps.queue.send([job], { delaySeconds: deferSeconds });
    logger.info('Processing job deferred: its organisation is using its share of the workers', { job, organizationId, maxPerOrganization });
    return 'deferred';
  }
  try {
    await runJobAttempt(deps, job, attempt);
  } finally {
    await deps.slots.release(organizationId, lease);
  }
  return 'ran';
}

/** Runs a job; on its last allowed attempt a failure is recorded as above and not rethrown. */
export async function runJobAttempt(deps: ProcessingDeps, job: ProcessingJob, attempt: number): Promise<void> {
  try {
    await runJob(deps, job);
  } catch (err) {
    if (attempt < MAX_JOB_ATTEMPTS) throw err;
    await giveUpJob(deps, job, err);
  }
}
