import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Where a generated fixture (film made with ffmpeg, ZIPs) is kept between runs: one folder per fixture kind,
 * named by a hash of the source files that generate it, so a fixture is made once per checkout and made again
 * as soon as its generator changes (never a stale file from an older generator). Under node_modules/.cache, which
 * a fresh clone does not have and `git clean` leaves alone.
 */
export function fixtureCacheDir(kind: string, generatorUrls: (string | URL)[]): string {
  const hash = createHash('sha256');
  for (const url of generatorUrls) hash.update(readFileSync(fileURLToPath(url)));
  return join(ROOT, `${kind}-${hash.digest('hex').slice(0, 12)}`);
}

const ROOT = fileURLToPath(new URL('../node_modules/.cache/scout-e2e/', import.meta.url));
