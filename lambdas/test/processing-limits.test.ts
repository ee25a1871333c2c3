import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createDynamoProcessingSlots } from '../src/adapters/dynamodb/processing-slots.dynamodb';
import { inProcessDeps } from '../src/composition/in-process-processing';
import type { ProcessingDeps } from '../src/processing/deps';
import type { ProcessingJob } from '../src/processing/job';
import { runJobWithinOrganizationLimit } from '../src/processing/run-job';
import { newReport } from './support/film-upload';
import { invoke } from './support/invoke';
import { newUser } from './support/users';
import type { JobQueue } from '../src/ports';

/** A queue that keeps what is sent to it, to see a deferred job go back with its delay. */
function recordingQueue(): JobQueue & { sent: { jobs: readonly ProcessingJob[]; delaySeconds?: number }[] } {
  const sent: { jobs: readonly ProcessingJob[]; delaySeconds?: number }[] = [];
  return { sent, send: async (jobs, options = {}) => void sent.push({ jobs, ...options }) };
}

describe("one organisation's processing cannot take every worker", () => {
  let organizationId: string;
  let reportId: string;
  let otherReportId: string;
  beforeAll(async () => {
    organizationId = `org-busy-${randomUUID()}`;
    const coach = await newUser({ organizationId });
    const token = (await invoke('login', { body: { username: coach.username, password: coach.password } })).body.token as string;
    reportId = (await invoke('createReport', { token, body: { title: 'Season of film' } })).body.id as string;
    ({ id: otherReportId } = await newReport('coach', 'Another customer'));
  });

  function depsWith(queue: JobQueue): ProcessingDeps {
    return { ...inProcessDeps(), queue, organizationLimit: { maxPerOrganization: 1, deferSeconds: 7, leaseSeconds: 60 } };
  }

  it('sends a job past the organisation’s limit back to the queue, delayed, and runs another organisation’s job meanwhile', async () => {
    const queue = recordingQueue();
    const deps = depsWith(queue);
    const running = await deps.slots.acquire(organizationId, { max: 1, now: new Date(), leaseSeconds: 60 });
    expect(running).not.toBeNull();
    const job: ProcessingJob = { type: 'finish', reportId, importId: 'import-waiting' };

    const busy = await runJobWithinOrganizationLimit(deps, job, 1);
    const other = await runJobWithinOrganizationLimit(deps, { type: 'finish', reportId: otherReportId, importId: 'import-other' }, 1);
    await deps.slots.release(organizationId, running!);
    const later = await runJobWithinOrganizationLimit(deps, job, 1);

    expect(busy).toBe('deferred');
    expect(queue.sent).toEqual([{ jobs: [job], delaySeconds: 7 }]);
    expect(other).toBe('ran');
    expect(later).toBe('ran');
  });

  it('gives the last slot to only one of several workers at once, and gives it back after a run', async () => {
    const slots = createDynamoProcessingSlots();
    const org = `org-race-${randomUUID()}`;
    const now = new Date();

    const leases = await Promise.all(Array.from({ length: 8 }, () => slots.acquire(org, { max: 2, now, leaseSeconds: 60 })));
    const taken = leases.filter((lease): lease is string => lease !== null);
    await slots.release(org, taken[0]!);

    expect(taken).toHaveLength(2);
    expect(await slots.acquire(org, { max: 2, now, leaseSeconds: 60 })).not.toBeNull();
  });

  it('does not count a lease past its time (a worker that died)', async () => {
    const slots = createDynamoProcessingSlots();
    const org = `org-dead-worker-${randomUUID()}`;
    const then = new Date('2026-09-06T12:00:00Z');

    expect(await slots.acquire(org, { max: 1, now: then, leaseSeconds: 60 })).not.toBeNull();
    expect(await slots.acquire(org, { max: 1, now: new Date(then.getTime() + 30_000), leaseSeconds: 60 })).toBeNull();
    expect(await slots.acquire(org, { max: 1, now: new Date(then.getTime() + 61_000), leaseSeconds: 60 })).not.toBeNull();
  });
});
