/**
 * `pnpm --filter @scout/web check:bundle [--record]`: checks the last build (dist/) against the bundle
 * budget and prints the sizes, and reads every file of it for the demo passwords (a production build must not
 * have quick login: scripts/demo-secrets.ts). --record writes them to bundle-sizes.json, which later failures compare
 * against to say which chunk grew (record after a deliberate change).
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { BUNDLE_BUDGET, budgetProblems, kb, measureBundle, recordedSizes, type Manifest, type RecordedSizes } from './bundle-budget';
import { demoSecretProblems } from './demo-secrets';

const webRoot = fileURLToPath(new URL('..', import.meta.url));
const dist = join(webRoot, 'dist');
const manifestFile = join(dist, '.vite/manifest.json');
const recordFile = join(webRoot, 'bundle-sizes.json');

if (!existsSync(manifestFile)) {
  console.error(`No build manifest at ${manifestFile}: build first (VITE_API_URL=… pnpm --filter @scout/web build).`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
const sizes = measureBundle(manifest, (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
const recorded = existsSync(recordFile) ? (JSON.parse(readFileSync(recordFile, 'utf8')) as RecordedSizes) : undefined;

console.log(`Initial JS for '/': ${kb(sizes.initial.bytes)} gzipped (budget ${kb(BUNDLE_BUDGET.initialBytes)})`);
for (const chunk of sizes.initial.chunks) console.log(`  ${kb(chunk.bytes).padStart(9)}  ${chunk.id}`);
console.log(`Lazy chunks, what each adds to the first load (budget ${kb(BUNDLE_BUDGET.lazyBytes)} each):`);
for (const route of sizes.lazy) console.log(`  ${kb(route.addedBytes).padStart(9)}  ${route.id} (own ${kb(route.ownBytes)})`);

if (process.argv.includes('--record')) {
  writeFileSync(recordFile, `${JSON.stringify(recordedSizes(sizes), null, 2)}\n`);
  console.log(`Recorded the sizes in ${recordFile}`);
}

const builtFiles = readdirSync(dist, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && /\.(js|html|json|map|css|txt)$/.test(entry.name))
  .map((entry) => {
    const path = join(entry.parentPath, entry.name);
    return { name: relative(dist, path), text: readFileSync(path, 'utf8') };
  });
const problems = [...budgetProblems(sizes, BUNDLE_BUDGET, recorded), ...demoSecretProblems(builtFiles)];
for (const problem of problems) console.error(`\n✗ ${problem}`);
process.exit(problems.length > 0 ? 1 : 0);
