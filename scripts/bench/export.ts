/**
 * Benchmark: the Export Data page's work for a large report, run on Node with the page's own code (the shared
 * export module and the web feature's file builders, the XLSX writer loaded the way the page loads it).
 * Times, for `--cards` plays with custom fields: reading the cards' breakdowns, filtering (3rd down) and building
 * the sheet, the CSV file, and the XLSX file (the first XLSX separately: it includes loading the writer).
 * Run: ./scripts/bench/export [--cards <n>] [--runs <n>]
 */
import { parseArgs } from 'node:util';
import { exportBlob } from '../../apps/web/src/features/data-export/export-files';
import { buildExportSheet, playOfCard } from '../../packages/shared/src/domain/breakdown-export';
import { EMPTY_BREAKDOWN_FILTER, filterPlays } from '../../packages/shared/src/domain/breakdown-filters';
import { demoBreakdowns } from '../../packages/shared/src/domain/demo-game';

const { values: args } = parseArgs({ options: { cards: { type: 'string', default: '1000' }, runs: { type: 'string', default: '20' } } });
const CARDS = Number(args.cards);
const RUNS = Number(args.runs);

const median = (samples: number[]) => [...samples].sort((a, b) => a - b)[Math.floor(samples.length / 2)] ?? 0;
const fmt = (ms: number) => `${ms.toFixed(1)} ms`;

function time<T>(work: () => T): [T, number] {
  const started = performance.now();
  const result = work();
  return [result, performance.now() - started];
}

async function timeAsync<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await work();
  return [result, performance.now() - started];
}

const cards = demoBreakdowns('bench-export', CARDS).map((breakdown, index) => ({
  id: `card-${index + 1}`,
  cardNumber: index + 1,
  content: '{}',
  breakdown: {
    ...breakdown,
    notes: index % 5 === 0 ? 'Quick snap, "hurry-up" look, check at the line' : null,
    customFields: {
      SERIES: String(1 + Math.floor(index / 6)),
      'DEF FRONT': index % 2 ? 'Over' : 'Under',
      Tempo: 'Normal',
      Tag: `T${index % 7}`,
    },
  },
}));

const [, firstXlsxMs] = await timeAsync(() => exportBlob(buildExportSheet(cards.map(playOfCard)), 'xlsx'));
const read: number[] = [];
const sheetAll: number[] = [];
const sheetFiltered: number[] = [];
const csv: number[] = [];
const xlsx: number[] = [];
let csvBytes = 0;
let xlsxBytes = 0;
for (let run = 0; run < RUNS; run += 1) {
  const [plays, readMs] = time(() => cards.map(playOfCard));
  const [sheet, allMs] = time(() => buildExportSheet(plays, { filter: EMPTY_BREAKDOWN_FILTER }));
  const [, filteredMs] = time(() => buildExportSheet(filterPlays(plays, { ...EMPTY_BREAKDOWN_FILTER, downs: [3] })));
  const [csvFile, csvMs] = await timeAsync(() => exportBlob(sheet, 'csv'));
  const [xlsxFile, xlsxMs] = await timeAsync(() => exportBlob(sheet, 'xlsx'));
  read.push(readMs);
  sheetAll.push(allMs);
  sheetFiltered.push(filteredMs);
  csv.push(csvMs);
  xlsx.push(xlsxMs);
  csvBytes = csvFile.size;
  xlsxBytes = xlsxFile.size;
}

console.log(`Breakdown export, ${CARDS} cards, medians of ${RUNS} runs (Node ${process.version}):`);
console.log(`  read the cards' breakdowns   ${fmt(median(read))}`);
console.log(`  sheet, every play            ${fmt(median(sheetAll))}`);
console.log(`  sheet, 3rd down only         ${fmt(median(sheetFiltered))}`);
console.log(`  CSV file                     ${fmt(median(csv))}  (${(csvBytes / 1024).toFixed(0)} KB)`);
console.log(`  XLSX file                    ${fmt(median(xlsx))}  (${(xlsxBytes / 1024).toFixed(0)} KB)`);
console.log(`  first XLSX (loads the writer) ${fmt(firstXlsxMs)}`);
