import type { Health, HealthDetails, HealthLevel } from '@scout/shared/api';
import type { HealthProbes, ProbeResult } from './ports';

/** A check that has not answered by then is red: the page must answer even when a part hangs. */
export const HEALTH_CHECK_TIMEOUT_MS = 3000;

const LEVEL_ORDER: Record<HealthLevel, number> = { green: 0, amber: 1, red: 2 };

const LABELS = { database: 'Database', storage: 'File storage', queue: 'Processing queue', ffmpeg: 'ffmpeg', version: 'Deployed version' };

async function timed(run: () => Promise<ProbeResult>): Promise<ProbeResult & { durationMs: number }> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<ProbeResult>((resolve) => {
    timer = setTimeout(
      () => resolve({ status: 'red', detail: `No answer within ${HEALTH_CHECK_TIMEOUT_MS / 1000} s` }),
      HEALTH_CHECK_TIMEOUT_MS,
    );
  });
  try {
    const result = await Promise.race([
      run().catch((err: unknown): ProbeResult => ({
        status: 'red',
        detail: err instanceof Error ? `${err.name}: ${err.message}` : 'Failed',
      })),
      timeout,
    ]);
    return { ...result, durationMs: Math.round((performance.now() - started) * 10) / 10 };
  } finally {
    clearTimeout(timer);
  }
}

/** Runs every check at once; the overall level is the worst of them. */
export async function checkHealthDetails(probes: HealthProbes, now: Date): Promise<HealthDetails> {
  const version = probes.version();
  const [database, storage, queue, ffmpeg, versionCheck] = await Promise.all([
    timed(() => probes.database()),
    timed(() => probes.storage()),
    timed(() => probes.queue()),
    timed(() => probes.ffmpeg()),
    timed(async () =>
      version.commit
        ? {
            status: 'green',
            detail: `${version.version}, commit ${version.commit.slice(0, 12)}${version.builtAt ? `, built ${version.builtAt}` : ''}`,
          }
        : { status: 'amber', detail: `${version.version} (no build commit recorded)` },
    ),
  ]);
  const checks = (
    [
      ['database', database],
      ['storage', storage],
      ['queue', queue],
      ['ffmpeg', ffmpeg],
      ['version', versionCheck],
    ] as const
  ).map(([name, result]) => ({ name, label: LABELS[name], ...result }));
  const status = checks.reduce<HealthLevel>(
    (worst, check) => (LEVEL_ORDER[check.status] > LEVEL_ORDER[worst] ? check.status : worst),
    'green',
  );
  return { status, time: now.toISOString(), checks, version };
}

/**
 * Anonymous callers get an answer at most this old: the public route runs no more than one set of checks
 * (a read, two HeadBuckets, queue attributes, an ffmpeg process) per instance in this time, however often it is called.
 */
export const PUBLIC_HEALTH_CACHE_MS = 10_000;
let lastPublic: { at: number; answer: Promise<HealthDetails> } | undefined;

/** The public answer: levels and times only, no names of buckets or queues and no error text. */
export async function checkHealth(probes: HealthProbes, now: Date): Promise<Health> {
  if (!lastPublic || now.getTime() - lastPublic.at >= PUBLIC_HEALTH_CACHE_MS || now.getTime() < lastPublic.at) {
    lastPublic = { at: now.getTime(), answer: checkHealthDetails(probes, now) };
  }
  const details = await lastPublic.answer;
  return {
    status: details.status,
    time: details.time,
    checks: details.checks.map(({ name, status, durationMs }) => ({ name, status, durationMs })),
  };
}
