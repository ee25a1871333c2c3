/**
 * Benchmark: a Hudl-style game-film ZIP through the processing pipeline on the local stack, end to end, against
 * a baseline of `unzip` to disk plus one ffmpeg thumbnail per clip, in the same run.
 *
 * - Film: 40 distinct H.264/AAC clips (1280x720, 10 s, about 27 MB each) stored in a ~1 GB ZIP, made with
 *   ffmpeg and Info-ZIP once and cached in .data/bench/zip-pipeline (outside git). --zip64 repeats the run
 *   with 170 clips in a ZIP past 4 GiB, which Info-ZIP writes as Zip64 (checked from its end records).
 * - Pipeline: dynalite and s3rver in this process; the ZIP goes up as the browser sends it (S3 multipart with
 *   presigned part URLs, through the uploads handler; timed apart). A separate worker process
 *   (zip-pipeline-worker.ts) calls POST /hudl-legacy-upload and runs the index, clip and finish jobs on the
 *   in-process queue (PROCESSING_CONCURRENCY=2) until it is idle. Wall time is from that call to idle; the
 *   worker reports its own peak RSS (VmHWM), so the embedded S3's buffers are not counted. ffmpeg/ffprobe are
 *   the worker's child processes: their RSS is sampled from /proc every 100 ms.
 * - Baseline: `unzip -q` of the same ZIP to disk, then the pipeline's own thumbnail command per clip, two at a
 *   time (the pipeline's concurrency).
 * Prints wall times, the ratio, peak RSS, CPU seconds (the worker, its ffmpeg, the embedded servers, and what
 * other work on the machine took meanwhile, from /proc) and per-step means from the processing log. Targets:
 * ratio <= 1.5, worker peak RSS (VmHWM) <= 300 MB and flat from 1 GB to Zip64. Missed targets are reported,
 * not an error; a run that does not process every clip is one.
 * Run: ./scripts/bench/zip-pipeline [--zip64] [--profile]
 */
import { spawn } from 'node:child_process';
import { mkdir, open, readdir, rm, statfs, writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { contract, type RouteId } from '../../packages/shared/src/api';
import { DEMO_ACCOUNTS, type ProcessingLogEntry } from '../../packages/shared/src/domain';
import type { ContractCall } from '../../lambdas/src/local';
import { callRoute, startBenchAws } from './bench-stack';
import { ensureBenchZip, run, type BenchZip } from './zip-pipeline-fixture';
import { cpuPhase, sampleChildren } from './zip-pipeline-proc';
import type { WorkerResult } from './zip-pipeline-worker';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const CACHE = join(ROOT, '.data', 'bench', 'zip-pipeline');
const WORKER = join(ROOT, 'scripts', 'bench', 'zip-pipeline-worker.ts');
const RESULT_MARK = 'ZIP_PIPELINE_RESULT ';
const CONCURRENCY = 2;
const PARTS_IN_FLIGHT = 4;
const TARGETS = { ratio: 1.5, peakRssMb: 300 };
const CASES = [
  { name: 'game-1gb', clips: 40 },
  { name: 'game-zip64', clips: 170 },
];

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const mb = (value: number) => `${value.toFixed(0)} MB`;

async function mapLimit<T, R>(items: readonly T[], limit: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await work(items[index]!, index);
      }
    }),
  );
  return results;
}

/** unzip to disk, then one thumbnail per clip with the pipeline's own ffmpeg arguments, CONCURRENCY at a time. */
async function runBaseline(zip: BenchZip) {
  const dir = join(CACHE, 'baseline');
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  try {
    const cpu = cpuPhase();
    const started = performance.now();
    await run('unzip', ['-q', '-o', zip.path, '-d', dir]);
    const unzipped = performance.now();
    const folder = join(dir, 'Game Film');
    const clips = (await readdir(folder)).filter((name) => name.endsWith('.mp4'));
    if (clips.length !== zip.clips) throw new Error(`unzip gave ${clips.length} clips, not ${zip.clips}`);
    await mapLimit(clips, CONCURRENCY, (clip, i) =>
      run('ffmpeg', [
        '-hide_banner',
        '-loglevel',
        'error',
        '-nostdin',
        '-y',
        '-ss',
        '1.000',
        '-i',
        join(folder, clip),
        '-frames:v',
        '1',
        '-vf',
        'scale=640:-2',
        '-q:v',
        '4',
        '-f',
        'image2',
        join(dir, `thumb-${i}.jpg`),
      ]),
    );
    const done = performance.now();
    return { unzipMs: unzipped - started, thumbnailsMs: done - unzipped, totalMs: done - started, cpu: cpu() };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The processing worker in its own Node process (tsx as an import hook, so the pid is the worker's). */
async function runWorker(input: { token: string; reportId: string; s3Key: string }, profileDir: string | null) {
  const tsx = pathToFileURL(createRequire(join(ROOT, 'apps', 'local', 'package.json')).resolve('tsx')).href;
  const profile = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  const child = spawn(
    process.execPath,
    [
      ...profile,
      '--expose-gc' /* the worker reports the heap still live after a full GC */,
      '--import',
      tsx,
      WORKER,
      JSON.stringify(input),
    ],
    {
      env: { ...process.env, PROCESSING_CONCURRENCY: String(CONCURRENCY), LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const sampler = sampleChildren(child.pid!);
  const cpu = cpuPhase();
  const embeddedBefore = process.cpuUsage();
  let stdout = '';
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString('utf8');
  });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', resolve);
  });
  sampler.stop();
  const machine = cpu();
  const embedded = process.cpuUsage(embeddedBefore);
  const line = stdout.split('\n').find((candidate) => candidate.startsWith(RESULT_MARK));
  if (code !== 0 || !line) throw new Error(`The processing worker exited ${code} without a result:\n${stdout}`);
  return {
    result: JSON.parse(line.slice(RESULT_MARK.length)) as WorkerResult,
    children: { peakTotalMb: sampler.peak.totalMb, peakSingleMb: sampler.peak.singleMb, processes: sampler.peak.seen.size },
    /** dynalite + s3rver (and this process's sampler) while the worker ran. */
    embeddedCpuSeconds: (embedded.user + embedded.system) / 1e6,
    machine,
  };
}

/** Starts the V8 profiler in this process (where dynalite and s3rver run); the returned function stops it. */
async function profileThisProcess(): Promise<() => Promise<string>> {
  const session = new Session();
  session.connect();
  const post = (method: string) =>
    new Promise<unknown>((resolve, reject) => session.post(method, (err, result) => (err ? reject(err) : resolve(result))));
  await post('Profiler.enable');
  await post('Profiler.start');
  return async () => {
    const { profile } = (await post('Profiler.stop')) as { profile: unknown };
    session.disconnect();
    return JSON.stringify(profile);
  };
}

interface StepFigures {
  step: string;
  clips: number;
  meanSeconds: number;
  totalSeconds: number;
}

/** Per-step means from the clip lines of the processing log ("...: open 0.02 s, extract 0.51 s, ..."). */
function clipSteps(entries: ProcessingLogEntry[]): StepFigures[] {
  const byStep = new Map<string, number[]>();
  for (const entry of entries) {
    if (entry.step !== 'clip' || entry.level !== 'info') continue;
    const timings = entry.message.slice(entry.message.lastIndexOf('): ') + 3);
    for (const [, step, value] of timings.matchAll(/([a-z-]+) (\d+(?:\.\d+)?) s/g)) {
      byStep.set(step!, [...(byStep.get(step!) ?? []), Number(value)]);
    }
  }
  return [...byStep].map(([step, values]) => {
    const total = values.reduce((sum, value) => sum + value, 0);
    return { step, clips: values.length, meanSeconds: total / values.length, totalSeconds: total };
  });
}

function stepDuration(entries: ProcessingLogEntry[], step: string): number {
  return entries.filter((entry) => entry.step === step).reduce((longest, entry) => Math.max(longest, entry.durationMs ?? 0), 0);
}

async function main() {
  const args = process.argv.slice(2);
  if (args.includes('--help')) {
    console.log(
      [
        'Usage: ./scripts/bench/zip-pipeline [--zip64] [--profile]',
        '  --zip64    also run a ZIP past 4 GiB (Zip64; about 4.6 GB, needs ~25 GB free disk the first time)',
        '  --profile  write CPU profiles of the worker and of the embedded S3/DynamoDB process (open in Chrome DevTools)',
      ].join('\n'),
    );
    return;
  }
  const unknown = args.filter((arg) => arg !== '--zip64' && arg !== '--profile');
  if (unknown.length > 0) throw new Error(`Unknown option(s): ${unknown.join(' ')} (see --help)`);
  const cases = args.includes('--zip64') ? CASES : CASES.slice(0, 1);
  await mkdir(CACHE, { recursive: true });

  const aws = await startBenchAws('warn');
  const { domainHandlers } = await import('../../lambdas/src/local/domain-handlers');
  const call = async (routeId: RouteId, options: ContractCall) =>
    (await callRoute(domainHandlers[contract[routeId].domain].handler, routeId, options)).body;

  /** The browser's way for a large ZIP: S3 multipart, part URLs signed by the API, PARTS_IN_FLIGHT at a time. */
  async function upload(token: string, reportId: string, zip: BenchZip): Promise<string> {
    const started = await call('startMultipartUpload', {
      token,
      params: { id: reportId },
      body: { file_name: 'Game Film.zip', file_size: zip.bytes },
    });
    const { uploadId, s3Key, partSize, partCount } = started as { uploadId: string; s3Key: string; partSize: number; partCount: number };
    const numbers = Array.from({ length: partCount }, (_, i) => i + 1);
    const urls = new Map<number, string>();
    for (let i = 0; i < numbers.length; i += 100) {
      const signed = await call('signMultipartParts', {
        token,
        params: { id: reportId },
        body: { upload_id: uploadId, s3_key: s3Key, file_size: zip.bytes, part_numbers: numbers.slice(i, i + 100) },
      });
      for (const part of signed.parts as { partNumber: number; url: string }[]) urls.set(part.partNumber, part.url);
    }
    const file = await open(zip.path, 'r');
    try {
      const parts = await mapLimit(numbers, PARTS_IN_FLIGHT, async (partNumber) => {
        const from = (partNumber - 1) * partSize;
        const body = Buffer.alloc(Math.min(partSize, zip.bytes - from));
        await file.read(body, 0, body.length, from);
        const response = await fetch(urls.get(partNumber)!, { method: 'PUT', body });
        if (response.status !== 200) throw new Error(`Part ${partNumber} answered ${response.status}: ${await response.text()}`);
        return { part_number: partNumber, etag: response.headers.get('etag')! };
      });
      await call('completeMultipartUpload', {
        token,
        params: { id: reportId },
        body: { upload_id: uploadId, s3_key: s3Key, file_size: zip.bytes, parts },
      });
    } finally {
      await file.close();
    }
    return s3Key;
  }

  const login = await call('login', { body: { username: DEMO_ACCOUNTS.coach.username, password: DEMO_ACCOUNTS.coach.password } });
  const token = login.token as string;
  const results: { zip: BenchZip; ratio: number; peakRssMb: number }[] = [];
  let failed = false;

  for (const spec of cases) {
    if (spec.name === 'game-zip64') {
      const { bavail, bsize } = await statfs(CACHE);
      const freeGb = (bavail * bsize) / 1e9;
      // Clips + ZIP (first run), the S3 copy with its multipart parts, the stored clips, the baseline's unzip.
      if (freeGb < 25) {
        console.log(`\nSkipping the Zip64 case: ${freeGb.toFixed(0)} GB free on disk, it needs about 25 GB.`);
        continue;
      }
    }
    const zip = await ensureBenchZip(CACHE, spec.name, spec.clips);
    console.log(
      `\n${zip.name}.zip: ${(zip.bytes / 1e9).toFixed(2)} GB (${(zip.bytes / 1024 ** 3).toFixed(2)} GiB), ${zip.clips} clips, Zip64 end records: ${zip.zip64 ? 'yes' : 'no'}`,
    );
    if (spec.name === 'game-zip64' && (!zip.zip64 || zip.bytes <= 4 * 1024 ** 3))
      throw new Error('The Zip64 case is not a Zip64 archive past 4 GiB');

    console.log('  baseline: unzip, then thumbnails ...');
    const baseline = await runBaseline(zip);
    const report = await call('createReport', { token, body: { title: `Benchmark ${zip.name}` } });
    const reportId = report.id as string;
    console.log('  uploading (multipart, presigned parts) ...');
    const uploadStarted = performance.now();
    const s3Key = await upload(token, reportId, zip);
    const uploadMs = performance.now() - uploadStarted;
    console.log('  processing in the worker process ...');
    const profileDir = args.includes('--profile') ? join(CACHE, 'profiles', zip.name) : null;
    const stopProfile = profileDir ? await profileThisProcess() : null;
    const { result, children, embeddedCpuSeconds, machine } = await runWorker({ token, reportId, s3Key }, profileDir);
    if (profileDir && stopProfile) {
      await mkdir(profileDir, { recursive: true });
      await writeFile(join(profileDir, 'embedded-aws.cpuprofile'), await stopProfile());
      console.log(`  CPU profiles in ${profileDir}`);
    }
    const log = (await call('getProcessingLog', { token, params: { id: reportId } })).entries as ProcessingLogEntry[];

    const status = result.status as { status: string; clipsDone: number; clipsFailed: number; clipsTotal: number };
    const ok = status.status === 'completed' && status.clipsDone === zip.clips && status.clipsFailed === 0;
    if (!ok) {
      failed = true;
      console.error(`  processing did not complete cleanly: ${JSON.stringify(result.status)}`);
      for (const entry of log.filter((e) => e.level !== 'info').slice(0, 20))
        console.error(`    ${entry.level} [${entry.step}] ${entry.message}`);
    }
    const ratio = result.wallMs / baseline.totalMs;
    const peakRssMb = result.peakRssMb;
    const pipelineCpu = result.cpu.workerSeconds + result.cpu.childrenSeconds + embeddedCpuSeconds;
    const steps = clipSteps(log);
    const clipSum = steps.reduce((sum, step) => sum + step.totalSeconds, 0);
    // A run that did not process every clip has no figures to judge.
    const pass = (met: boolean) => (ok ? (met ? 'PASS' : 'FAIL') : 'not judged: processing failed');
    const rows: [string, string][] = [
      ['ZIP', `${(zip.bytes / 1e9).toFixed(2)} GB, ${zip.clips} clips + breakdown.csv${zip.zip64 ? ', Zip64' : ''}`],
      ['upload (multipart, not in wall time)', `${seconds(uploadMs)} (${(zip.bytes / 1e6 / (uploadMs / 1000)).toFixed(0)} MB/s)`],
      [
        'pipeline wall (start processing -> idle)',
        `${seconds(result.wallMs)}  status ${status.status}, ${status.clipsDone}/${status.clipsTotal} clips, ${status.clipsFailed} failed, ${result.queue.failedAttempts} retried`,
      ],
      [
        'baseline (unzip + thumbnails, 2 at a time)',
        `${seconds(baseline.totalMs)}  (unzip ${seconds(baseline.unzipMs)}, thumbnails ${seconds(baseline.thumbnailsMs)})`,
      ],
      ['ratio pipeline / baseline', `${ratio.toFixed(2)}  ${pass(ratio <= TARGETS.ratio)} (target <= ${TARGETS.ratio})`],
      [
        'worker peak RSS (VmHWM)',
        `${mb(peakRssMb)}  ${pass(peakRssMb <= TARGETS.peakRssMb)} (target <= ${TARGETS.peakRssMb} MB; ${mb(result.startRssMb)} after loading)`,
      ],
      // Linux keeps the pre-exec RSS of the forked child (a copy of this process, s3rver's buffers included) as
      // the exec'd process's ru_maxrss, so getrusage can overstate the worker; shown for comparison only.
      ['worker maxRSS (getrusage, not judged)', `${mb(result.maxRssMb)} (includes this process's size at fork time)`],
      [
        'ffmpeg/ffprobe children (sampled)',
        `peak ${mb(children.peakTotalMb)} together, ${mb(children.peakSingleMb)} the largest, ${children.processes} processes`,
      ],
      [
        'CPU in the pipeline',
        `worker ${result.cpu.workerSeconds.toFixed(1)} s, its ffmpeg/ffprobe ${result.cpu.childrenSeconds.toFixed(1)} s, embedded S3+DynamoDB ${embeddedCpuSeconds.toFixed(1)} s`,
      ],
      [
        'CPU pipeline / baseline',
        `${pipelineCpu.toFixed(1)} s / ${baseline.cpu.ownSeconds.toFixed(1)} s = ${(pipelineCpu / baseline.cpu.ownSeconds).toFixed(2)} (steadier than wall time when other work shares the machine)`,
      ],
      [
        'other work on the machine (cores busy)',
        `${baseline.cpu.otherCores.toFixed(2)} during the baseline, ${machine.otherCores.toFixed(2)} during the pipeline (of 2; ours: ${baseline.cpu.ownCores.toFixed(2)}, ${machine.ownCores.toFixed(2)})`,
      ],
      ['index job (log)', seconds(stepDuration(log, 'index'))],
      ...steps.map((step): [string, string] => [
        `clip step: ${step.step}`,
        `mean ${step.meanSeconds.toFixed(2)} s, ${step.totalSeconds.toFixed(1)} s over ${step.clips} clips`,
      ]),
      ['clip steps summed / concurrency', seconds((clipSum * 1000) / CONCURRENCY)],
      ['breakdown import (log)', seconds(stepDuration(log, 'breakdown'))],
    ];
    console.log(`\nZIP pipeline on the local stack, ${zip.name}\n`);
    for (const [what, figures] of rows) console.log(`  ${what.padEnd(44)} ${figures}`);
    if (ok) results.push({ zip, ratio, peakRssMb });
  }

  if (cases.length > 1 && results.length < 2) console.log('\nPeak RSS from 1 GB to Zip64: not judged, a case did not complete.');
  if (results.length > 1) {
    const [small, large] = [results[0]!, results[results.length - 1]!];
    const growth = large.peakRssMb - small.peakRssMb;
    console.log(
      `\nPeak RSS from ${(small.zip.bytes / 1e9).toFixed(2)} GB to ${(large.zip.bytes / 1e9).toFixed(2)} GB: ${mb(small.peakRssMb)} -> ${mb(large.peakRssMb)} (${growth >= 0 ? '+' : ''}${growth.toFixed(0)} MB) ${growth <= small.peakRssMb * 0.1 ? 'PASS' : 'FAIL'} (flat: within 10%)`,
    );
  }
  console.log('');
  await aws.stop();
  process.exit(failed ? 1 : 0);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
