import { mkdtemp, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createFfmpegMediaTools, runTool } from '../src/adapters/ffmpeg/media-tools.ffmpeg';
import { MediaToolError } from '../src/processing/ports';
import { h264Clip, mpeg4AviClip } from './support/film';

let work: string;
beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'scout-ffmpeg-hardening-'));
});

describe('ffmpeg and ffprobe run without the function’s secrets', () => {
  const planted = ['AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY', 'AWS_SESSION_TOKEN', 'JWT_SECRET_ARN'] as const;
  const before = new Map(planted.map((name) => [name, process.env[name]]));
  afterEach(() => {
    for (const [name, value] of before) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  });

  it('spawns a tool with PATH but no AWS credentials or configuration in its environment', async () => {
    for (const name of planted) process.env[name] = `planted-${name}`;

    // `env` prints the environment it was given, as ffmpeg would see it.
    const seen = await runTool('env', [], { captureStdout: true });

    expect(seen).toMatch(/^PATH=/m);
    expect(seen).not.toMatch(/^AWS_/m);
    expect(seen).not.toContain('planted-');
  });
});

describe('ffmpeg reads an uploaded clip as a video file only', () => {
  const tools = createFfmpegMediaTools();

  it('refuses an HLS playlist named .mp4 that points at a URL, without fetching it', async () => {
    const requests: string[] = [];
    const server = createServer((request, response) => {
      requests.push(request.url ?? '');
      response.end('not a segment');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as { port: number }).port;
    const playlist = join(work, 'playlist.mp4');
    await writeFile(playlist, `#EXTM3U\n#EXT-X-TARGETDURATION:10\n#EXTINF:10,\nhttp://127.0.0.1:${port}/steal.ts\n#EXT-X-ENDLIST\n`);

    try {
      // ffmpeg's last words on a format off the whitelist: '<file>: Invalid argument' (without the whitelist, the hls
      // demuxer opens the playlist and fails later on the segment, 'Invalid data found when processing input').
      await expect(tools.probe(playlist)).rejects.toThrow(MediaToolError);
      await expect(tools.probe(playlist)).rejects.toThrow(/ffprobe failed: .*playlist\.mp4: Invalid argument$/);
      await expect(tools.remux(playlist, join(work, 'out-1.mp4'), { transcodeAudio: false })).rejects.toThrow(/Invalid argument$/);
      expect(requests).toEqual([]);
    } finally {
      server.close();
    }
  });

  it('refuses playlists that chain to other local files (HLS segments, ffconcat)', async () => {
    const hls = join(work, 'chain.mov');
    await writeFile(hls, `#EXTM3U\n#EXT-X-TARGETDURATION:10\n#EXTINF:10,\nfile:${await h264Clip('hardening-target')}\n#EXT-X-ENDLIST\n`);
    const concat = join(work, 'concat.mkv');
    await writeFile(concat, `ffconcat version 1.0\nfile ${await h264Clip('hardening-target')}\n`);

    // Without the whitelists the HLS playlist reads the other file as its segment and probes as a video.
    await expect(tools.probe(hls)).rejects.toThrow(/ffprobe failed: .*chain\.mov: Invalid argument$/);
    await expect(tools.transcode(concat, join(work, 'out-2.mp4'))).rejects.toThrow(/ffmpeg failed: .*concat\.mkv: Invalid argument$/);
  });

  it('still reads the containers Scout accepts', async () => {
    const mp4 = await tools.probe(await h264Clip('hardening-mp4'));
    const avi = await tools.probe(await mpeg4AviClip('hardening-avi'));

    expect(mp4.video?.codec).toBe('h264');
    expect(avi.formatName).toBe('avi');
  });
});
