import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createFfmpegMediaTools } from '../src/adapters/ffmpeg/media-tools.ffmpeg';
import { probePlayableMp4, withFile } from '../src/processing/mp4-probe';
import { h264Clip, hevcMkvClip, mpeg4AviClip } from './support/film';

const quickProbe = (path: string) => withFile(path, probePlayableMp4);

const work = mkdtempSync(join(tmpdir(), 'scout-mp4-probe-'));

/** A clip made here with extra ffmpeg arguments (for the cases the shared film helpers do not make). */
function clip(name: string, args: string[]): string | null {
  const path = join(work, name);
  try {
    execFileSync(
      process.env.FFMPEG_PATH ?? 'ffmpeg',
      [
        '-hide_banner',
        '-loglevel',
        'error',
        '-y',
        '-f',
        'lavfi',
        '-i',
        'testsrc2=size=320x180:rate=25:duration=1',
        '-f',
        'lavfi',
        '-i',
        'sine=duration=1',
        ...args,
        path,
      ],
      { stdio: 'pipe' },
    );
  } catch {
    return null;
  }
  return existsSync(path) ? path : null;
}

describe('probePlayableMp4 (real clips made by ffmpeg, checked against ffprobe)', () => {
  it('reads an H.264/AAC MP4 with its index first as ffprobe does', async () => {
    const path = await h264Clip('probe-h264', { seconds: 2, width: 320, height: 180 });
    const quick = await quickProbe(path);
    const probe = await createFfmpegMediaTools().probe(path);
    expect(quick).toMatchObject({ formatName: probe.formatName, video: probe.video, audio: probe.audio });
    expect(quick!.durationSeconds).toBeCloseTo(probe.durationSeconds!, 1);
  });

  it('reads a clip without audio', async () => {
    const quick = await quickProbe(await h264Clip('probe-silent', { audio: false }));
    expect(quick).toMatchObject({ video: { codec: 'h264', width: 320, height: 180 }, audio: null });
  });

  it('leaves to ffprobe whatever does not play as it is or cannot be told for certain', async () => {
    expect(await quickProbe(await h264Clip('probe-index-last', { faststart: false }))).toBeNull();
    expect(await quickProbe(await mpeg4AviClip('probe-avi'))).toBeNull();
    const hevc = await hevcMkvClip('probe-hevc');
    if (hevc) expect(await quickProbe(hevc)).toBeNull();
    const mp3 = clip('mp3-in-mp4.mp4', [
      '-c:v',
      'libx264',
      '-pix_fmt',
      'yuv420p',
      '-c:a',
      'libmp3lame',
      '-shortest',
      '-movflags',
      '+faststart',
    ]);
    // libmp3lame is needed by the film fixtures anyway; 10-bit x264 and x265 depend on the ffmpeg build.
    expect(mp3).not.toBeNull();
    expect(await quickProbe(mp3!)).toBeNull();
    const tenBit = clip('ten-bit.mp4', [
      '-c:v',
      'libx264',
      '-pix_fmt',
      'yuv420p10le',
      '-c:a',
      'aac',
      '-shortest',
      '-movflags',
      '+faststart',
    ]);
    if (tenBit) expect(await quickProbe(tenBit)).toBeNull();
    const hevcMp4 = clip('hevc.mp4', ['-c:v', 'libx265', '-c:a', 'aac', '-shortest', '-movflags', '+faststart']);
    if (hevcMp4) expect(await quickProbe(hevcMp4)).toBeNull();
  });
});
