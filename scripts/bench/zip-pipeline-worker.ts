/**
 * The processing worker of the ZIP pipeline benchmark, in its own process so its memory is its own (the
 * embedded S3 and DynamoDB run in the parent, zip-pipeline.ts). It starts processing through the real
 * uploads handler (POST /hudl-legacy-upload), lets the in-process queue run the index, clip and finish jobs
 * with the real adapters (S3 ranged reads, ffmpeg, DynamoDB), waits until the queue is idle and prints one
 * result line: wall time, the import's status and this process's peak RSS. ffmpeg runs as child processes,
 * so its memory is not in these figures (the parent samples it).
 *
 * Configured like the Lambdas, through the environment; argv[2] is { token, reportId, s3Key } as JSON.
 */
import type { RouteId } from '../../packages/shared/src/api';
import { inProcessQueue } from '../../lambdas/src/composition/in-process-processing';
import { handler } from '../../lambdas/src/handlers/uploads';
import { callRoute } from './bench-stack';
import { ownCpuSeconds, procStatusMb } from './zip-pipeline-proc';

/** Marks the result line on stdout (the parent, zip-pipeline.ts, looks for it). */
const RESULT_MARK = 'ZIP_PIPELINE_RESULT ';

export interface WorkerResult {
  wallMs: number;
  status: Record<string, unknown>;
  queue: { completed: number; failedAttempts: number; deadLettered: number };
  /** After the modules are loaded, before any work. */
  startRssMb: number;
  /** VmHWM: the highest resident set this process reached. */
  peakRssMb: number;
  /**
   * getrusage's ru_maxrss, for comparison only: Linux counts in it the RSS the forked child had before exec,
   * which is the parent's (the embedded servers') size.
   */
  maxRssMb: number;
  /** CPU while processing: this process (all its threads), and its ffmpeg/ffprobe children. */
  cpu: { workerSeconds: number; childrenSeconds: number };
}

async function call(routeId: RouteId, token: string, options: { params?: Record<string, string>; body?: unknown } = {}) {
  return (await callRoute(handler, routeId, { ...options, token })).body;
}

async function main() {
  const { token, reportId, s3Key } = JSON.parse(process.argv[2] ?? '{}') as { token: string; reportId: string; s3Key: string };
  const startRssMb = procStatusMb('VmRSS');
  const cpuBefore = ownCpuSeconds();
  // Sampled every 50 ms: which part of the process grows with the ZIP.
  const peaks = { heapUsed: 0, heapTotal: 0, external: 0, arrayBuffers: 0, rss: 0 };
  const sampler = setInterval(() => {
    const m = process.memoryUsage();
    for (const k of Object.keys(peaks) as (keyof typeof peaks)[]) peaks[k] = Math.max(peaks[k], m[k]);
  }, 50);
  const started = performance.now();
  await call('hudlLegacyUpload', token, { body: { report_id: reportId, s3_key: s3Key } });
  await inProcessQueue().idle();
  const wallMs = performance.now() - started;
  clearInterval(sampler);
  (globalThis as { gc?: () => void }).gc?.();
  const after = process.memoryUsage();
  // Tells garbage from kept data: the peak heap against what is still live after a full collection.
  const mbOf = (bytes: number) => `${Math.round(bytes / 1048576)} MB`;
  process.stderr.write(
    `  worker heap: peak used ${mbOf(peaks.heapUsed)} of ${mbOf(peaks.heapTotal)}, buffers ${mbOf(peaks.arrayBuffers)}; live after a full GC ${mbOf(after.heapUsed)}\n`,
  );
  const cpuAfter = ownCpuSeconds();
  const peakRssMb = procStatusMb('VmHWM');
  const maxRssMb = process.resourceUsage().maxRSS / 1024;
  const status = await call('getProcessingStatus', token, { params: { id: reportId } });
  const result: WorkerResult = {
    wallMs,
    status,
    queue: { ...inProcessQueue().stats },
    startRssMb,
    peakRssMb,
    maxRssMb,
    cpu: { workerSeconds: cpuAfter.self - cpuBefore.self, childrenSeconds: cpuAfter.children - cpuBefore.children },
  };
  process.stdout.write(`${RESULT_MARK}${JSON.stringify(result)}\n`);
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
