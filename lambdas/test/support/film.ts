import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Real, small game-film clips for the processing tests, made by ffmpeg from its test sources (a moving
 * testsrc2 pattern or a plain colour, with a sine tone) and cached on disk.
 *
 * Every function returns the clip's absolute path. A clip is made once: its file name carries a hash of
 * the whole ffmpeg recipe, so asking again (in this run or the next) reuses the cached file, and changing
 * a recipe makes a new one. ffmpeg writes to a temporary name that is renamed into place when it is done,
 * so a run killed halfway never leaves a half file for the next run to trust; two test files asking for
 * the same clip at once each write their own temporary file, and the rename makes either one the clip.
 *
 * ffmpeg is `process.env.FFMPEG_PATH`, else `ffmpeg` on the PATH. Clips are cached in
 * `lambdas/.cache/test-film/` (git-ignored) unless `process.env.SCOUT_TEST_FILM_DIR` names another folder.
 * Each clip takes well under a second to make at the default size.
 */

export interface ClipOptions {
  /** Length in seconds; 1 unless given. */
  seconds?: number;
  width?: number;
  height?: number;
  /** With a sine tone as the audio track (true unless given). */
  audio?: boolean;
  /** A plain picture of this ffmpeg colour ('green', '#1b5e20') instead of the moving test pattern. */
  color?: string;
}

export interface H264ClipOptions extends ClipOptions {
  /** The MP4's index (moov) before the media data, as a camera or Hudl export writes it (true unless given). */
  faststart?: boolean;
}

export interface Mpeg4AviClipOptions extends ClipOptions {
  /** The audio codec: MP3 (unless given) or uncompressed PCM. */
  audioCodec?: 'mp3' | 'pcm';
}

const FFMPEG = process.env.FFMPEG_PATH ?? 'ffmpeg';
const FILM_DIR = resolve(process.env.SCOUT_TEST_FILM_DIR ?? fileURLToPath(new URL('../../.cache/test-film/', import.meta.url)));

/** An H.264 (libx264, yuv420p) + AAC MP4: the clip a per-play export is made of. */
export function h264Clip(name: string, options: H264ClipOptions = {}): Promise<string> {
  const { faststart = true } = options;
  return makeClip(name, 'mp4', [
    ...sources(name, options),
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-crf', '32', '-pix_fmt', 'yuv420p'],
    ...(options.audio === false ? [] : ['-c:a', 'aac', '-b:a', '64k']),
    ...(faststart ? ['-movflags', '+faststart'] : []),
    ...['-f', 'mp4'],
  ]);
}

/** The same H.264 + AAC clip in a QuickTime (.mov) file, as an iPhone or a Mac records. */
export function h264MovClip(name: string, options: ClipOptions = {}): Promise<string> {
  return makeClip(name, 'mov', [
    ...sources(name, options),
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-crf', '32', '-pix_fmt', 'yuv420p'],
    ...(options.audio === false ? [] : ['-c:a', 'aac', '-b:a', '64k']),
    ...['-f', 'mov'],
  ]);
}

/** A still picture (the test pattern's first frame) as a JPEG, PNG or WebP file: a whiteboard photo, a diagram. */
export function stillImage(
  name: string,
  format: 'jpg' | 'png' | 'webp',
  options: Pick<ClipOptions, 'width' | 'height'> = {},
): Promise<string> {
  const codec = { jpg: ['-c:v', 'mjpeg', '-f', 'image2'], png: ['-c:v', 'png', '-f', 'image2'], webp: ['-c:v', 'libwebp', '-f', 'webp'] }[
    format
  ];
  return makeClip(name, format, [...sources(name, { ...options, audio: false }), '-frames:v', '1', ...codec]);
}

/** An AVI with MPEG-4 Part 2 video and MP3 or PCM audio: a clip no browser plays, so it must be transcoded. */
export function mpeg4AviClip(name: string, options: Mpeg4AviClipOptions = {}): Promise<string> {
  const audio = options.audioCodec === 'pcm' ? ['-c:a', 'pcm_s16le'] : ['-c:a', 'libmp3lame', '-b:a', '64k'];
  return makeClip(name, 'avi', [
    ...sources(name, options),
    ...['-c:v', 'mpeg4', '-q:v', '12', '-pix_fmt', 'yuv420p'],
    ...(options.audio === false ? [] : audio),
    ...['-f', 'avi'],
  ]);
}

/**
 * A Matroska file with HEVC (libx265) video and AAC audio, as newer phones and cameras record. Resolves to
 * null when this ffmpeg has no libx265 encoder: a test that needs the clip should skip itself then.
 */
export async function hevcMkvClip(name: string, options: ClipOptions = {}): Promise<string | null> {
  if (!(await hasEncoder('libx265'))) return null;
  return makeClip(name, 'mkv', [
    ...sources(name, options),
    ...['-c:v', 'libx265', '-preset', 'ultrafast', '-crf', '32', '-pix_fmt', 'yuv420p', '-x265-params', 'log-level=error'],
    ...(options.audio === false ? [] : ['-c:a', 'aac', '-b:a', '64k']),
    ...['-f', 'matroska'],
  ]);
}

/**
 * A file named like a clip ('<name>.mp4') whose 32 KiB are no video at all: the same bytes for the same
 * name, drawn from a hash of it, so ffprobe and ffmpeg fail on it the same way every run.
 */
export async function corruptClip(name: string): Promise<string> {
  const path = join(FILM_DIR, `${safeName(name)}.corrupt.mp4`);
  if (await isCached(path)) return path;
  const blocks: Buffer[] = [];
  for (let block = 0; block < 1024; block += 1) blocks.push(createHash('sha256').update(`${name}:${block}`).digest());
  await mkdir(FILM_DIR, { recursive: true });
  const temporary = temporaryName(path);
  await writeFile(temporary, Buffer.concat(blocks));
  await rename(temporary, path);
  return path;
}

/** Whether this ffmpeg has an encoder of that name ('libx265'), as `ffmpeg -encoders` lists them. */
export async function hasEncoder(encoder: string): Promise<boolean> {
  encoders ??= runFfmpeg(['-hide_banner', '-encoders']).then(
    (listing) => new Set(listing.split('\n').map((line) => line.trim().split(/\s+/)[1] ?? '')),
  );
  return (await encoders).has(encoder);
}

let encoders: Promise<Set<string>> | undefined;
const making = new Map<string, Promise<string>>();

/**
 * The picture and sound, made distinct per name: the pattern's hue and the tone's pitch come from a hash
 * of the name, so the clips of one ZIP have different bytes (and thumbnails). 25 frames a second, always.
 */
function sources(name: string, options: ClipOptions): string[] {
  const { seconds = 1, width = 320, height = 180, audio = true, color } = options;
  const seed = createHash('sha256').update(name).digest();
  const hue = seed.readUInt16BE(0) % 360;
  const frequency = 220 + (seed.readUInt16BE(2) % 256) * 5;
  const rate = 25;
  const size = `${width}x${height}`;
  const picture = color
    ? `color=c=${color}:size=${size}:rate=${rate}:duration=${seconds}`
    : `testsrc2=size=${size}:rate=${rate}:duration=${seconds}`;
  const sound = `sine=frequency=${frequency}:sample_rate=44100:duration=${seconds}`;
  return [
    ...['-f', 'lavfi', '-i', picture],
    ...(audio ? ['-f', 'lavfi', '-i', sound] : []),
    // Output options, after every input: the hue turn (a plain colour keeps its own) and the length.
    ...(color ? [] : ['-vf', `hue=h=${hue}`]),
    ...['-t', String(seconds)],
  ];
}

async function makeClip(name: string, extension: string, args: string[]): Promise<string> {
  const recipe = createHash('sha256').update(JSON.stringify(args)).digest('hex').slice(0, 12);
  const path = join(FILM_DIR, `${safeName(name)}.${recipe}.${extension}`);
  let clip = making.get(path);
  if (!clip) {
    clip = (async () => {
      if (await isCached(path)) return path;
      await mkdir(FILM_DIR, { recursive: true });
      const temporary = temporaryName(path);
      try {
        await runFfmpeg(['-hide_banner', '-loglevel', 'error', '-nostdin', '-y', ...args, temporary]);
        await rename(temporary, path);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
      return path;
    })();
    making.set(path, clip);
    clip.catch(() => making.delete(path));
  }
  return clip;
}

async function isCached(path: string): Promise<boolean> {
  const stats = await stat(path).catch(() => null);
  return stats !== null && stats.isFile() && stats.size > 0;
}

/** Keeps the name readable in the cache folder, without path separators or shell-unfriendly characters. */
function safeName(name: string): string {
  return (
    name
      .replace(/[^A-Za-z0-9._-]+/g, '-')
      .replace(/^[.-]+/, '')
      .slice(0, 80) || 'clip'
  );
}

function temporaryName(path: string): string {
  return `${path}.${process.pid}.${Math.random().toString(36).slice(2)}.partial`;
}

/** Runs ffmpeg and resolves with its standard output; rejects with the end of its error output. */
function runFfmpeg(args: string[]): Promise<string> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(FFMPEG, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const stdout: Buffer[] = [];
    const stderr: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => stdout.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => stderr.push(chunk));
    child.on('error', (error) => reject(new Error(`Could not start ${FFMPEG}: ${error.message}`, { cause: error })));
    child.on('close', (code, signal) => {
      if (code === 0) return resolvePromise(Buffer.concat(stdout).toString('utf8'));
      const tail = Buffer.concat(stderr).toString('utf8').trim().split('\n').slice(-5).join('\n');
      reject(new Error(`${FFMPEG} ${args.join(' ')} failed (${signal ?? `exit ${code}`}):\n${tail}`));
    });
  });
}
