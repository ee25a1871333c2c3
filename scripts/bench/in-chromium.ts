import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

interface PageLike {
  addScriptTag(options: { content: string }): Promise<unknown>;
  evaluate<T, A>(fn: (arg: A) => T, arg: A): Promise<T>;
}
interface BrowserLike {
  newPage(): Promise<PageLike>;
  close(): Promise<void>;
  version(): string;
}

/**
 * A benchmark's work in headless Chromium (the system's), as the web app runs it: `entry` (a file under
 * scripts/bench that puts a function on globalThis under `name`) is bundled with esbuild, added to a blank page
 * and called there with `args`; its answer comes back as JSON, with the browser's version.
 */
export async function runInChromium<T>(entry: string, name: string, args: readonly number[]): Promise<{ result: T; version: string }> {
  const root = resolve(fileURLToPath(new URL('../..', import.meta.url)));
  const esbuild = createRequire(join(root, 'infra/package.json'))('esbuild') as {
    build(options: object): Promise<{ outputFiles: { text: string }[] }>;
  };
  const { chromium } = createRequire(join(root, 'apps/web/package.json'))('@playwright/test') as {
    chromium: { launch(options: object): Promise<BrowserLike> };
  };
  const bundle = await esbuild.build({
    entryPoints: [join(root, 'scripts/bench', entry)],
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    minify: true,
  });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: ['--no-sandbox'] });
  try {
    const page = await browser.newPage();
    await page.addScriptTag({ content: bundle.outputFiles[0]!.text });
    const result = await page.evaluate(([fn, values]) => (globalThis as unknown as Record<string, (...n: number[]) => T>)[fn]!(...values), [
      name,
      [...args],
    ] as const);
    return { result, version: browser.version() };
  } finally {
    await browser.close();
  }
}
