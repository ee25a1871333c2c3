/**
 * Test film for the ZIP pipeline benchmark (zip-pipeline.ts): distinct H.264/AAC MP4 clips made with ffmpeg
 * and stored ZIPs of them named like a Hudl export, all cached under .data/bench/zip-pipeline (outside git).
 * Clips are made once and reused; a ZIP is rebuilt only when its manifest does not match.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { link, mkdir, open, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Bump when the clip recipe changes, so cached clips and ZIPs are made again. */
const RECIPE = 'h264-1280x720-25fps-20M-10s-aac-faststart-v1';
const CLIP_SECONDS = 10;
const FOLDER = 'Game Film';

export interface BenchZip {
  name: string;
  path: string;
  bytes: number;
  clips: number;
  zip64: boolean;
}

export function run(command: string, args: string[], options: { cwd?: string } = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: options.cwd, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString('utf8')).slice(-4000);
    });
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited ${code}: ${stderr.trim()}`)),
    );
  });
}

/**
 * Clip n (1-based): ffmpeg's testsrc2 with a per-clip hue, noise seed and tone, so no two clips are the same
 * bytes. The noise keeps x264 at its 20 Mbit/s target (about 27 MB for 10 s), like camera film does.
 */
async function makeClip(path: string, n: number): Promise<void> {
  const partial = `${path}.partial.mp4`;
  await run('ffmpeg', [
    '-hide_banner',
    '-loglevel',
    'error',
    '-nostdin',
    '-y',
    '-f',
    'lavfi',
    '-i',
    `testsrc2=size=1280x720:rate=25:duration=${CLIP_SECONDS},hue=h=${(n * 37) % 360},noise=alls=12:allf=t+u:all_seed=${n}`,
    '-f',
    'lavfi',
    '-i',
    `sine=frequency=${200 + n * 7}:sample_rate=48000:duration=${CLIP_SECONDS}`,
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-b:v',
    '20M',
    '-maxrate',
    '20M',
    '-bufsize',
    '40M',
    '-pix_fmt',
    'yuv420p',
    '-c:a',
    'aac',
    '-b:a',
    '128k',
    // Index first, as Hudl exports are: the pipeline stores such clips as they are.
    '-movflags',
    '+faststart',
    '-shortest',
    partial,
  ]);
  await rename(partial, path);
}

async function ensureClips(cacheDir: string, count: number): Promise<string[]> {
  const dir = join(cacheDir, 'clips', RECIPE);
  await mkdir(dir, { recursive: true });
  const paths = Array.from({ length: count }, (_, i) => join(dir, `clip-${String(i + 1).padStart(3, '0')}.mp4`));
  const missing = paths.map((path, i) => ({ path, n: i + 1 })).filter(({ path }) => !existsSync(path));
  if (missing.length > 0) {
    console.log(`  making ${missing.length} clip(s) with ffmpeg (about 2 s each on 2 cores; cached in ${dir})`);
    const started = performance.now();
    for (const [index, { path, n }] of missing.entries()) {
      await makeClip(path, n);
      if ((index + 1) % 10 === 0 || index + 1 === missing.length) {
        console.log(`    ${index + 1}/${missing.length} clips, ${((performance.now() - started) / 1000).toFixed(0)} s`);
      }
    }
  }
  return paths;
}

/** A Hudl-style breakdown sheet: one row a play, PLAY # matching the clip numbers. */
function breakdownCsv(clips: number): string {
  const formations = ['TRIPS RT', 'DOUBLES', 'EMPTY', 'TREY', 'ACE'];
  const rows = Array.from({ length: clips }, (_, i) => {
    const play = i + 1;
    const pass = i % 2 === 1;
    const quarter = 1 + Math.floor((i * 4) / clips);
    return [
      play,
      'O',
      quarter,
      (i % 4) + 1,
      10 - (i % 7),
      'LMR'[i % 3],
      -20 - (i % 30),
      formations[i % formations.length],
      pass ? 'Pass' : 'Run',
      pass ? 'Complete' : 'Rush',
      (i % 13) - 3,
    ].join(',');
  });
  return ['PLAY #,ODK,QTR,DN,DIST,HASH,YARD LN,OFF FORM,PLAY TYPE,RESULT,GN/LS', ...rows].join('\n') + '\n';
}

/** Whether the archive ends with a Zip64 end-of-central-directory locator (PK\x06\x07) before its end record. */
export async function hasZip64EndRecord(path: string): Promise<boolean> {
  const handle = await open(path, 'r');
  try {
    const { size } = await handle.stat();
    const length = Math.min(size, 22 + 65_535 + 20 + 56);
    const tail = Buffer.alloc(length);
    await handle.read(tail, 0, length, size - length);
    return tail.includes(Buffer.from([0x50, 0x4b, 0x06, 0x07])) && tail.includes(Buffer.from([0x50, 0x4b, 0x06, 0x06]));
  } finally {
    await handle.close();
  }
}

/**
 * `name`.zip with `clips` clips as 'Game Film/Clip n.mp4' plus 'Game Film/breakdown.csv', stored (zip -0:
 * video does not compress) by Info-ZIP, which switches to Zip64 by itself past 4 GiB.
 */
export async function ensureBenchZip(cacheDir: string, name: string, clips: number): Promise<BenchZip> {
  const path = join(cacheDir, `${name}.zip`);
  const manifestPath = join(cacheDir, `${name}.json`);
  const wanted = { recipe: RECIPE, clips };
  if (existsSync(path) && existsSync(manifestPath)) {
    const manifest = JSON.parse(await readFile(manifestPath, 'utf8')) as typeof wanted & { bytes: number };
    const { size } = await stat(path);
    if (manifest.recipe === RECIPE && manifest.clips === clips && manifest.bytes === size) {
      return { name, path, bytes: size, clips, zip64: await hasZip64EndRecord(path) };
    }
  }
  console.log(`Building ${name}.zip (${clips} clips)`);
  const clipPaths = await ensureClips(cacheDir, clips);
  const stage = join(cacheDir, `stage-${name}`);
  await rm(stage, { recursive: true, force: true });
  await mkdir(join(stage, FOLDER), { recursive: true });
  // Hard links: the ZIP gets Hudl's names without a second copy of the film on disk.
  for (const [i, clip] of clipPaths.entries()) await link(clip, join(stage, FOLDER, `Clip ${i + 1}.mp4`));
  await writeFile(join(stage, FOLDER, 'breakdown.csv'), breakdownCsv(clips));
  const partial = join(cacheDir, `${name}.partial.zip`);
  await rm(partial, { force: true });
  const started = performance.now();
  await run('zip', ['-0', '-r', '-q', '-X', partial, FOLDER], { cwd: stage });
  await rename(partial, path);
  await rm(stage, { recursive: true, force: true });
  const { size } = await stat(path);
  await writeFile(manifestPath, JSON.stringify({ ...wanted, bytes: size }, null, 2) + '\n');
  console.log(`  ${name}.zip: ${(size / 1024 ** 3).toFixed(2)} GiB, zipped in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  return { name, path, bytes: size, clips, zip64: await hasZip64EndRecord(path) };
}
