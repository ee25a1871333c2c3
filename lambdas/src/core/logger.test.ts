import type { Context } from 'aws-lambda';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** A fresh copy of the logger module (the logger is built once per module instance, like once per cold start). */
async function freshLogger(level: string) {
  vi.stubEnv('LOG_LEVEL', level);
  vi.resetModules();
  return import('./logger');
}

/** The JSON lines written to stdout and stderr while `act` runs. */
async function linesWrittenBy(act: () => Promise<unknown>): Promise<Record<string, unknown>[]> {
  const written: string[] = [];
  const capture = (chunk: string | Uint8Array) => {
    written.push(String(chunk));
    return true;
  };
  const out = vi.spyOn(process.stdout, 'write').mockImplementation(capture);
  const err = vi.spyOn(process.stderr, 'write').mockImplementation(capture);
  try {
    await act();
  } finally {
    out.mockRestore();
    err.mockRestore();
  }
  return written
    .join('')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

const context = (awsRequestId: string) =>
  ({
    awsRequestId,
    functionName: 'scout-dev-reports',
    functionVersion: '$LATEST',
    invokedFunctionArn: 'arn:aws:lambda:us-east-1:123456789012:function:scout-dev-reports',
    memoryLimitInMB: '512',
  }) as Context;

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('the Lambda logger', () => {
  it('writes one JSON line per event, with its data as fields', async () => {
    const { logger } = await freshLogger('info');

    const lines = await linesWrittenBy(async () =>
      logger.warn('Could not write the processing log', { reportId: 'r1', error: 'throttled' }),
    );

    expect(lines).toEqual([
      expect.objectContaining({
        level: 'WARN',
        message: 'Could not write the processing log',
        service: 'scout',
        reportId: 'r1',
        error: 'throttled',
      }),
    ]);
    expect(lines[0]!.timestamp).toEqual(expect.any(String));
  });

  it('adds the request id and cold start of the invocation it logs in', async () => {
    // Prepare: a function started on demand, as Lambda says in its environment.
    vi.stubEnv('AWS_LAMBDA_INITIALIZATION_TYPE', 'on-demand');
    const { logger, withLambdaContext } = await freshLogger('info');
    const handler = withLambdaContext(async (event: { n: number }) => {
      logger.info('Handled', { n: event.n });
      return event.n;
    });

    const lines = await linesWrittenBy(async () => {
      expect(await handler({ n: 1 }, context('request-1'))).toBe(1);
      await handler({ n: 2 }, context('request-2'));
    });

    expect(lines).toEqual([
      expect.objectContaining({
        message: 'Handled',
        n: 1,
        function_request_id: 'request-1',
        cold_start: true,
        function_name: 'scout-dev-reports',
      }),
      expect.objectContaining({ message: 'Handled', n: 2, function_request_id: 'request-2', cold_start: false }),
    ]);
  });

  it('logs without invocation fields when a handler is called with the event alone (local stack, tests)', async () => {
    const { logger, withLambdaContext } = await freshLogger('info');
    const handler = withLambdaContext(async () => logger.error('Unhandled error', { route: 'GET /reports' }));

    const lines = await linesWrittenBy(() => handler({}));

    expect(lines).toEqual([expect.objectContaining({ level: 'ERROR', message: 'Unhandled error', route: 'GET /reports' })]);
    expect(lines[0]).not.toHaveProperty('function_request_id');
  });

  it('leaves out what is below LOG_LEVEL, and everything when it is silent', async () => {
    const warnOnly = await freshLogger('warn');
    const atWarn = await linesWrittenBy(async () => {
      warnOnly.logger.debug('debug line');
      warnOnly.logger.info('info line');
      warnOnly.logger.warn('warn line');
    });
    const silent = await freshLogger('silent');
    const atSilent = await linesWrittenBy(async () => silent.logger.error('error line'));

    expect(atWarn.map((line) => line.message)).toEqual(['warn line']);
    expect(atSilent).toEqual([]);
  });

  it('still logs, at info, when LOG_LEVEL is not a level', async () => {
    const { logger } = await freshLogger('loud');

    const lines = await linesWrittenBy(async () => {
      logger.debug('debug line');
      logger.info('info line');
    });

    expect(lines.map((line) => line.message)).toEqual(['info line']);
  });
});
