import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { env } from '../../config/env';
import type { MediaTools } from '../../processing/ports';
import type { DemoClip, DemoClipSource } from '../../seed/demo-clips';
import { createFfmpegMediaTools, runTool } from './media-tools.ffmpeg';

/** Bumped when the clips' look changes, so kept clips of an older look are made again. */
const CLIP_LOOK = 'v1';
const SECONDS = 2.4;
/** Field greens, one per clip, so the shared clips tell apart. */
const GREENS = ['0x2f6b2f', '0x2a5f3a', '0x356e2b', '0x275a2a', '0x3b7434', '0x2d6440'];

async function sizeOf(path: string): Promise<number> {
  try {
    return (await stat(path)).size;
  } catch {
    return 0;
  }
}

/** ffmpeg's arguments for demo clip `n`: a field with yard lines, a ball crossing it, and a label when drawtext works. */
function clipArguments(n: number, output: string, label: boolean): string[] {
  const green = GREENS[(n - 1) % GREENS.length]!;
  const size = '640x360';
  const speed = 150 + 25 * n;
  const fromLeft = n % 2 === 1;
  const x = fromLeft ? `40+t*${speed}` : `600-t*${speed}`;
  const text = label
    ? `,drawtext=text='Scout demo clip ${n}':fontsize=26:fontcolor=white:box=1:boxcolor=black@0.55:boxborderw=8:x=16:y=16`
    : '';
  return [
    '-hide_banner',
    '-loglevel',
    'error',
    '-nostdin',
    '-y',
    '-f',
    'lavfi',
    '-i',
    `color=c=${green}:s=${size}:r=25:d=${SECONDS}`,
    '-f',
    'lavfi',
    '-i',
    `color=c=0x8b4513:s=22x14:r=25:d=${SECONDS}`,
    '-filter_complex',
    `[0]drawgrid=w=64:h=ih:t=2:c=white@0.55[field];[field][1]overlay=x='${x}':y='170+${10 + 4 * n}*sin(t*${2 + n / 2})'${text}[v]`,
    '-map',
    '[v]',
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    '-crf',
    '30',
    '-pix_fmt',
    'yuv420p',
    '-movflags',
    '+faststart',
    '-f',
    'mp4',
    output,
  ];
}

/**
 * Demo clips made with ffmpeg (lavfi test sources, nothing downloaded) into `cacheDir` once; later calls, and
 * later seeds, find them there. Each clip's thumbnail is made as an imported clip's is.
 */
export function createFfmpegDemoClips(options: { cacheDir: string; ffmpegPath?: string; tools?: MediaTools }): DemoClipSource {
  const tools = options.tools ?? createFfmpegMediaTools();
  const ffmpeg = options.ffmpegPath ?? env().FFMPEG_PATH;
  const dir = join(options.cacheDir, CLIP_LOOK);

  async function make(n: number, video: string, thumbnail: string): Promise<void> {
    const partial = join(dir, `clip-${n}.partial.mp4`);
    try {
      await runTool(ffmpeg, clipArguments(n, partial, true));
    } catch (err) {
      // An ffmpeg without drawtext (or without a font) still makes the clip, unlabelled.
      if (err instanceof Error && err.message.startsWith('Could not run')) throw err;
      await runTool(ffmpeg, clipArguments(n, partial, false));
    }
    await tools.thumbnail(partial, thumbnail, 1);
    await rename(partial, video);
  }

  return {
    async clips(count) {
      await mkdir(dir, { recursive: true });
      let made = false;
      const clips: DemoClip[] = [];
      for (let n = 1; n <= count; n++) {
        const video = join(dir, `clip-${n}.mp4`);
        const thumbnail = join(dir, `clip-${n}.jpg`);
        if ((await sizeOf(video)) === 0 || (await sizeOf(thumbnail)) === 0) {
          await rm(video, { force: true });
          await make(n, video, thumbnail);
          made = true;
        }
        clips.push({
          video,
          thumbnail,
          videoBytes: await sizeOf(video),
          thumbnailBytes: await sizeOf(thumbnail),
          durationSeconds: SECONDS,
        });
      }
      return { clips, made };
    },
  };
}
