import { spawn } from 'node:child_process';
import { env, toolEnvironment } from '../../config/env';
import { MediaToolError, type MediaTools, type ProbeResult } from '../../processing/ports';

/** Keeps the last few KiB of a tool's stderr for the error message; never the whole output. */
const STDERR_TAIL_BYTES = 4096;

/**
 * The demuxers ffmpeg may use on an uploaded clip: the containers of VIDEO_EXTENSIONS (mp4/mov/m4v: mov;
 * avi; mkv/webm: matroska; mts/m2ts: mpegts; wmv: asf; mpg/mpeg: mpeg). Playlists (hls, concat), images
 * and the rest are refused, so a "clip" cannot make ffmpeg open other files or URLs.
 */
export const CLIP_INPUT_FORMATS = 'mov,avi,matroska,mpegts,asf,mpeg';
/** Uploaded clips are read from local files only: no http, no concat:, no pipes. */
export const LOCAL_INPUT = ['-protocol_whitelist', 'file', '-format_whitelist', CLIP_INPUT_FORMATS] as const;
/** A stored clip (an MP4 Scout wrote) read through a short-lived S3 URL, for a GIF. */
const STORED_CLIP_URL_INPUT = ['-protocol_whitelist', 'http,https,tcp,tls', '-format_whitelist', 'mov'] as const;

/**
 * Runs ffmpeg or ffprobe, with only the environment toolEnvironment() gives (no AWS credentials). A run that fails throws MediaToolError with the last line the tool wrote; a tool that
 * cannot be started at all (not installed) throws an Error saying so.
 */
export function runTool(command: string, args: readonly string[], options: { captureStdout?: boolean } = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', options.captureStdout ? 'pipe' : 'ignore', 'pipe'], env: toolEnvironment() });
    const stdout: Buffer[] = [];
    let stderr = '';
    child.stdout?.on('data', (chunk: Buffer) => stdout.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString('utf8')).slice(-STDERR_TAIL_BYTES);
    });
    child.on('error', (err) => reject(new Error(`Could not run ${command}: ${err.message}`)));
    child.on('close', (code, signal) => {
      if (code === 0) resolve(Buffer.concat(stdout).toString('utf8'));
      else {
        const lastLine = stderr.trim().split('\n').filter(Boolean).at(-1) ?? `exit ${code ?? signal}`;
        reject(new MediaToolError(`${command.split('/').at(-1)} failed: ${lastLine}`));
      }
    });
  });
}

interface FfprobeStream {
  codec_type?: string;
  codec_name?: string;
  width?: number;
  height?: number;
  pix_fmt?: string;
}

/** ffmpeg and ffprobe as child processes: they read and write files, so memory stays theirs and small. */
export function createFfmpegMediaTools(): MediaTools {
  const { FFMPEG_PATH: ffmpeg, FFPROBE_PATH: ffprobe } = env();
  const quiet = ['-hide_banner', '-loglevel', 'error', '-nostdin', '-y'];
  return {
    async probe(input) {
      const output = await runTool(
        ffprobe,
        ['-v', 'error', ...LOCAL_INPUT, '-print_format', 'json', '-show_format', '-show_streams', input],
        {
          captureStdout: true,
        },
      );
      let parsed: { format?: { duration?: string; format_name?: string }; streams?: FfprobeStream[] };
      try {
        parsed = JSON.parse(output) as typeof parsed;
      } catch {
        throw new MediaToolError('ffprobe did not describe the file');
      }
      const streams = parsed.streams ?? [];
      const video = streams.find((stream) => stream.codec_type === 'video');
      const audio = streams.find((stream) => stream.codec_type === 'audio');
      const duration = Number(parsed.format?.duration);
      const result: ProbeResult = {
        durationSeconds: Number.isFinite(duration) ? duration : null,
        formatName: parsed.format?.format_name ?? '',
        video: video
          ? { codec: video.codec_name ?? '', width: video.width ?? 0, height: video.height ?? 0, pixelFormat: video.pix_fmt ?? null }
          : null,
        audio: audio ? { codec: audio.codec_name ?? '' } : null,
      };
      return result;
    },
    async thumbnail(input, output, atSeconds) {
      // -ss before -i seeks on the input (fast: no decoding up to that point).
      await runTool(ffmpeg, [
        ...quiet,
        '-ss',
        atSeconds.toFixed(3),
        ...LOCAL_INPUT,
        '-i',
        input,
        '-frames:v',
        '1',
        '-vf',
        'scale=640:-2',
        '-q:v',
        '4',
        '-f',
        'image2',
        output,
      ]);
    },
    async remux(input, output, { transcodeAudio }) {
      await runTool(ffmpeg, [
        ...quiet,
        ...LOCAL_INPUT,
        '-i',
        input,
        '-map',
        '0:v:0',
        '-map',
        '0:a:0?',
        '-c:v',
        'copy',
        ...(transcodeAudio ? ['-c:a', 'aac', '-b:a', '128k'] : ['-c:a', 'copy']),
        '-movflags',
        '+faststart',
        '-f',
        'mp4',
        output,
      ]);
    },
    async transcode(input, output) {
      await runTool(ffmpeg, [
        ...quiet,
        ...LOCAL_INPUT,
        '-i',
        input,
        '-map',
        '0:v:0',
        '-map',
        '0:a:0?',
        '-c:v',
        'libx264',
        '-preset',
        'veryfast',
        '-crf',
        '23',
        '-pix_fmt',
        'yuv420p',
        // Even dimensions, as yuv420p needs.
        '-vf',
        'scale=trunc(iw/2)*2:trunc(ih/2)*2',
        '-c:a',
        'aac',
        '-b:a',
        '128k',
        '-movflags',
        '+faststart',
        '-f',
        'mp4',
        output,
      ]);
    },
    async gif(input, output, { startSeconds, durationSeconds, width }) {
      await runTool(ffmpeg, [
        ...quiet,
        '-ss',
        startSeconds.toFixed(3),
        '-t',
        durationSeconds.toFixed(3),
        ...STORED_CLIP_URL_INPUT,
        '-i',
        input,
        '-filter_complex',
        `fps=10,scale=${width}:-1:flags=lanczos,split[a][b];[a]palettegen=stats_mode=diff[p];[b][p]paletteuse=dither=bayer`,
        '-loop',
        '0',
        '-f',
        'gif',
        output,
      ]);
    },
  };
}
