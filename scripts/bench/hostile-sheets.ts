/**
 * Benchmark: the Sportscode XML reader on hostile sheets of the worker's largest size (20 MB, the cap on a
 * breakdown sheet read from a ZIP). Each case must be read or refused in words in well under 2 s; the figures
 * go to README. Run with ./scripts/bench/hostile-sheets [--mb <n>] [--runs <n>].
 */
import { parseSportscodeXml } from '../../lambdas/src/processing/breakdown-sportscode-xml';

function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  const value = index === -1 ? undefined : Number(process.argv[index + 1]);
  return value !== undefined && Number.isFinite(value) && value > 0 ? value : fallback;
}

const mb = option('mb', 20);
const runs = option('runs', 3);
const size = mb * 1024 * 1024;
const fill = (unit: string) => unit.repeat(Math.floor(size / unit.length));
const instance = (id: number) =>
  `<instance><ID>${id}</ID><start>${id}.0</start><end>${id}.5</end><code>Offense</code><label><group>DN</group><text>2</text></label></instance>`;

const cases: { name: string; xml: () => string }[] = [
  { name: 'unclosed <instance> repeated', xml: () => fill('<instance>') },
  { name: 'one tag never closed', xml: () => `<file><instance><ID${fill('x')}` },
  { name: 'deep nesting inside an instance', xml: () => `<instance>${fill('<a>')}</instance>` },
  { name: 'one huge attribute', xml: () => `<instance note="${fill('y')}"><ID>1</ID></instance>` },
  { name: 'unclosed <label> repeated in an instance', xml: () => `<instance>${fill('<label><group>')}` },
  { name: 'entities everywhere', xml: () => `<instance><code>${fill('&amp;&#x41;')}</code></instance>` },
  {
    name: 'many real instances (up to the cap)',
    xml: () => {
      const parts: string[] = [];
      for (let id = 1, length = 0; length < size && id <= 50_000; id += 1) length += (parts[parts.push(instance(id)) - 1] ?? '').length;
      return `<file><ALL_INSTANCES>${parts.join('')}</ALL_INSTANCES></file>`;
    },
  },
  { name: 'instances over the cap', xml: () => `<file>${fill('<instance></instance>')}</file>` },
];

console.log(`Sportscode XML reader, ${mb} MB per case, best of ${runs} runs (Node ${process.version})`);
console.log('| case | size | time | outcome |');
console.log('|---|---|---|---|');
for (const { name, xml } of cases) {
  const text = xml();
  let best = Infinity;
  let outcome = '';
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    try {
      const sheet = parseSportscodeXml(text);
      outcome = `read: ${sheet.rows.length} rows`;
    } catch (error) {
      outcome = `refused: ${(error as Error).message}`;
    }
    best = Math.min(best, performance.now() - started);
  }
  console.log(`| ${name} | ${(text.length / 1024 ** 2).toFixed(1)} MB | ${best.toFixed(0)} ms | ${outcome.slice(0, 90)} |`);
}
