/**
 * Benchmark: the card API on the embedded DynamoDB, through the real Lambda handlers.
 * Creates a report with 1000 cards (sequentially, then 50 concurrent creates), lists them all (limit 1000,
 * as the breakdown grid does) and page by page, and saves breakdown fields. Prints latencies and RSS.
 * Run: ./scripts/bench/cards-api
 */
import { contract, type RouteId } from '../../packages/shared/src/api';
import { DEMO_ACCOUNTS } from '../../packages/shared/src/domain';
import type { ContractCall } from '../../lambdas/src/local';
import { callRoute, startBenchAws } from './bench-stack';

const CARDS = 1000;

function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

const fmt = (ms: number) => `${ms.toFixed(1)} ms`;

async function main() {
  const aws = await startBenchAws('silent');
  const { domainHandlers } = await import('../../lambdas/src/local/domain-handlers');
  const call = (routeId: RouteId, options: ContractCall) => callRoute(domainHandlers[contract[routeId].domain].handler, routeId, options);

  const login = await call('login', { body: { username: DEMO_ACCOUNTS.coach.username, password: DEMO_ACCOUNTS.coach.password } });
  const token = login.body.token as string;
  const report = await call('createReport', { token, body: { title: 'Benchmark report' } });
  const id = report.body.id as string;

  const createTimes: number[] = [];
  const wallCreate = performance.now();
  for (let i = 0; i < CARDS - 50; i++) {
    createTimes.push(
      (await call('createCard', { token, params: { id }, body: { breakdown: { down: (i % 4) + 1, distance: 10, hash: 'M' } } })).elapsed,
    );
  }
  const sequentialMs = performance.now() - wallCreate;
  const wallConcurrent = performance.now();
  const concurrent = await Promise.all(Array.from({ length: 50 }, () => call('createCard', { token, params: { id }, body: {} })));
  const concurrentMs = performance.now() - wallConcurrent;
  const numbers = new Set(concurrent.map((c) => c.body.cardNumber));

  const listTimes: number[] = [];
  let listBytes = 0;
  for (let run = 0; run < 20; run++) {
    const list = await call('listCards', { token, params: { id }, query: { limit: '1000' } });
    listTimes.push(list.elapsed);
    listBytes = list.bytes;
    if ((list.body.cards as unknown[]).length !== CARDS) throw new Error('list did not return every card');
  }

  let pages = 0;
  let lastKey: string | undefined;
  const pagedStart = performance.now();
  do {
    const page = await call('listCards', { token, params: { id }, query: { limit: '50', ...(lastKey ? { lastKey } : {}) } });
    lastKey = (page.body.nextKey as string | null) ?? undefined;
    pages++;
  } while (lastKey);
  const pagedMs = performance.now() - pagedStart;

  const cards = (await call('listCards', { token, params: { id }, query: { limit: '100' } })).body.cards as { id: string }[];
  const updateTimes: number[] = [];
  for (const card of cards) {
    updateTimes.push(
      (
        await call('updateCardBreakdown', {
          token,
          params: { id, cid: card.id },
          body: { breakdown: { formation: 'Trips Right', yard_line: -25 } },
        })
      ).elapsed,
    );
  }

  const rows = [
    [
      'create card (sequential)',
      `${CARDS - 50} cards in ${(sequentialMs / 1000).toFixed(1)} s`,
      `p50 ${fmt(percentile(createTimes, 50))}, p95 ${fmt(percentile(createTimes, 95))}`,
    ],
    ['create card (50 concurrent)', `${fmt(concurrentMs)} wall`, `${numbers.size} distinct numbers of 50`],
    [
      'list all cards (limit 1000)',
      `${(listBytes / 1024).toFixed(0)} KiB`,
      `p50 ${fmt(percentile(listTimes, 50))}, p95 ${fmt(percentile(listTimes, 95))}`,
    ],
    ['page through 1000 cards (50 a page)', `${pages} pages`, `${fmt(pagedMs)} total`],
    ['save breakdown fields', '100 cards', `p50 ${fmt(percentile(updateTimes, 50))}, p95 ${fmt(percentile(updateTimes, 95))}`],
    ['peak RSS of the process', '', `${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`],
  ];
  console.log('\nCard API on embedded DynamoDB (dynalite), through the Lambda handlers\n');
  for (const [what, size, figures] of rows) console.log(`  ${what!.padEnd(38)} ${size!.padEnd(26)} ${figures}`);
  console.log('');
  await aws.stop();
  process.exit(numbers.size === 50 ? 0 : 1);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
