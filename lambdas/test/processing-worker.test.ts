import type { SQSEvent, SQSRecord } from 'aws-lambda';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { jobMessage, type ProcessingJob } from '../src/processing/job';
import type * as RunJob from '../src/processing/run-job';

// The worker's jobs themselves are covered in processing.test.ts; here a job's outcome is chosen by its
// report id, to see how the handler answers SQS for each.
const ran = vi.hoisted(() => [] as { job: unknown; attempt: number }[]);
vi.mock('../src/processing/run-job', async (original) => ({
  ...(await original<typeof RunJob>()),
  runJobWithinOrganizationLimit: async (_deps: unknown, job: ProcessingJob, attempt: number) => {
    ran.push({ job, attempt });
    if ('reportId' in job && job.reportId === 'report-that-fails') throw new Error('ffmpeg crashed');
    return 'ran';
  },
}));

const { handler } = await import('../src/handlers/processing-worker');

// The files of a worker share their modules (vitest.config.ts): the next file gets the real job runner.
afterAll(() => {
  vi.doUnmock('../src/processing/run-job');
  vi.resetModules();
});

function message(messageId: string, body: string, receiveCount = '1'): SQSRecord {
  return {
    messageId,
    receiptHandle: messageId,
    body,
    attributes: { ApproximateReceiveCount: receiveCount } as SQSRecord['attributes'],
    messageAttributes: {},
    md5OfBody: '',
    eventSource: 'aws:sqs',
    eventSourceARN: 'arn:aws:sqs:us-east-1:123456789012:scout-test-processing',
    awsRegion: 'us-east-1',
  };
}

const job = (reportId: string): ProcessingJob => ({ type: 'index', reportId, importId: 'import-1' });

describe('the processing worker', () => {
  it('reports only the failed job of a batch back to SQS, with each job run once at its delivery count', async () => {
    ran.length = 0;
    const event: SQSEvent = {
      Records: [
        message('ok-1', jobMessage(job('report-ok-1'))),
        message('fails', jobMessage(job('report-that-fails')), '2'),
        message('ok-2', jobMessage(job('report-ok-2'))),
      ],
    };

    const response = await handler(event);

    expect(response).toEqual({ batchItemFailures: [{ itemIdentifier: 'fails' }] });
    expect(ran).toEqual([
      { job: job('report-ok-1'), attempt: 1 },
      { job: job('report-that-fails'), attempt: 2 },
      { job: job('report-ok-2'), attempt: 1 },
    ]);
  });

  it('answers a batch whose only job failed with that failure, not an error of the function', async () => {
    const response = await handler({ Records: [message('fails', jobMessage(job('report-that-fails')))] });

    expect(response).toEqual({ batchItemFailures: [{ itemIdentifier: 'fails' }] });
  });

  it('drops a message that is not a job instead of having SQS redeliver it', async () => {
    ran.length = 0;
    const event: SQSEvent = {
      Records: [
        message('not-json', 'index r1 i1'),
        message('not-a-job', JSON.stringify({ type: 'transcode', reportId: 'r1', importId: 'i1' })),
        message('ok', jobMessage(job('report-ok'))),
      ],
    };

    const response = await handler(event);

    expect(response).toEqual({ batchItemFailures: [] });
    expect(ran).toEqual([{ job: job('report-ok'), attempt: 1 }]);
  });
});
