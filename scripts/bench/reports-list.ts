/**
 * Benchmark: GET /reports on the embedded DynamoDB, through the real Lambda handler.
 * Seeds 5,000 reports in the demo coach's organisation and 250 in each of 19 more organisations (20 with
 * reports in all), then times the dashboard's list calls: as the coach the first page, a later page, a status
 * filter and a date range; as the administrator (every organisation) the first page and a later page.
 * Run: ./scripts/bench/reports-list [--runs <n>]
 */
import { parseArgs } from 'node:util';
import { contract, type RouteId } from '../../packages/shared/src/api';
import { DEMO_ACCOUNTS, REPORT_STATUSES, type Report } from '../../packages/shared/src/domain';
import type { ContractCall } from '../../lambdas/src/local';
import { callRoute, startBenchAws } from './bench-stack';

const COACH_ORGANIZATION = 'org-eagles';
const COACH_REPORTS = 5000;
const OTHER_ORGANIZATIONS = 19;
const REPORTS_PER_OTHER = 250;
const DAY = 24 * 60 * 60 * 1000;
const { values: args } = parseArgs({ options: { runs: { type: 'string', default: '30' } } });
const RUNS = Number(args.runs);

function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

const fmt = (ms: number) => `${ms.toFixed(1)} ms`;

/** Report i of an organisation: one every 2 hours going back from now, statuses in turn. */
function benchReport(organizationId: string, i: number, now: number): Report {
  const createdAt = new Date(now - (i + 1) * 2 * 60 * 60 * 1000).toISOString();
  return {
    id: `bench-${organizationId}-${String(i).padStart(5, '0')}`,
    title: `Benchmark report ${i}`,
    organizationId,
    status: REPORT_STATUSES[i % REPORT_STATUSES.length]!,
    createdBy: 'user-coach',
    createdAt,
    updatedAt: createdAt,
    deadline: null,
    opponentName: 'Benchmark Opponents',
    opponentAbbreviation: 'BEN',
    location: 'home',
    reportType: 'defense',
    jerseyColor: null,
    hasAnalysisAddon: false,
    analysisType: null,
    hasSummaryAddon: false,
    timerStartedAt: null,
    timerExpiresAt: null,
    packageType: 'full',
    paymentStatus: 'completed',
    paidAt: createdAt,
    completionPercentage: 0,
    deliveryTimeHours: 24,
    hudlImportStatus: null,
    hudlImportError: null,
    cardsCount: 0,
    opponentOffenseTag: 'O',
    version: 1,
  };
}

async function main() {
  const aws = await startBenchAws('silent');
  const { domainHandlers } = await import('../../lambdas/src/local/domain-handlers');
  const { createDynamoReportStore } = await import('../../lambdas/src/adapters/dynamodb/report-store.dynamodb');
  const call = (routeId: RouteId, options: ContractCall) => callRoute(domainHandlers[contract[routeId].domain].handler, routeId, options);

  const { dynamoDocumentClient } = await import('../../lambdas/src/adapters/dynamodb/client');
  // What each request asks of DynamoDB: calls, items evaluated (ScannedCount, or 1 for a GetItem that found
  // one) and capacity units, as dynalite reckons them from item sizes (4 KB a read unit, as DynamoDB does).
  const reads = { calls: 0, items: 0, capacity: 0 };
  dynamoDocumentClient().middlewareStack.add(
    (next) => async (args) => {
      (args.input as Record<string, unknown>).ReturnConsumedCapacity = 'TOTAL';
      const result = await next(args);
      const output = result.output as { ScannedCount?: number; Item?: unknown; ConsumedCapacity?: { CapacityUnits?: number } };
      reads.calls += 1;
      reads.items += output.ScannedCount ?? (output.Item ? 1 : 0);
      reads.capacity += output.ConsumedCapacity?.CapacityUnits ?? 0;
      return result;
    },
    { step: 'initialize', name: 'benchReadCounter' },
  );
  const store = createDynamoReportStore();
  const now = Date.now();
  const organizations = [
    COACH_ORGANIZATION,
    ...Array.from({ length: OTHER_ORGANIZATIONS }, (_, i) => `org-bench-${String(i + 1).padStart(2, '0')}`),
  ];
  const seeds = organizations.flatMap((organizationId) =>
    Array.from({ length: organizationId === COACH_ORGANIZATION ? COACH_REPORTS : REPORTS_PER_OTHER }, (_, i) =>
      benchReport(organizationId, i, now),
    ),
  );
  const seedStart = performance.now();
  for (let i = 0; i < seeds.length; i += 16) {
    await Promise.all(seeds.slice(i, i + 16).map((report) => store.seed({ report, cardSeq: 0, cardsComplete: 0 })));
  }
  const seedMs = performance.now() - seedStart;

  const login = async (account: { username: string; password: string }) =>
    (await call('login', { body: { username: account.username, password: account.password } })).body.token as string;
  const coach = await login(DEMO_ACCOUNTS.coach);
  const admin = await login(DEMO_ACCOUNTS.admin);

  const week = { createdFrom: new Date(now - 14 * DAY).toISOString(), createdTo: new Date(now - 7 * DAY).toISOString() };
  const scenarios: { name: string; token: string; query: Record<string, string> }[] = [
    { name: 'coach: first page', token: coach, query: { organization_id: COACH_ORGANIZATION, showCompleted: 'true' } },
    { name: 'coach: first page, completed hidden', token: coach, query: { organization_id: COACH_ORGANIZATION, showCompleted: 'false' } },
    { name: 'coach: page 100 of 201', token: coach, query: { organization_id: COACH_ORGANIZATION, showCompleted: 'true', page: '100' } },
    {
      name: 'coach: status in_progress, page 1',
      token: coach,
      query: { organization_id: COACH_ORGANIZATION, showCompleted: 'true', status: 'in_progress' },
    },
    {
      name: 'coach: one week (85 reports), page 1',
      token: coach,
      query: { organization_id: COACH_ORGANIZATION, showCompleted: 'true', ...week },
    },
    { name: 'admin, 20 orgs: first page', token: admin, query: { isInternalUser: 'true', showCompleted: 'true' } },
    { name: 'admin, 20 orgs: page 200', token: admin, query: { isInternalUser: 'true', showCompleted: 'true', page: '200' } },
    {
      name: 'admin, 20 orgs: status failed, page 1',
      token: admin,
      query: { isInternalUser: 'true', showCompleted: 'true', status: 'failed' },
    },
  ];

  console.log(
    `\nGET /reports on embedded DynamoDB (dynalite), through the Lambda handler; ${seeds.length} reports seeded in ${(seedMs / 1000).toFixed(1)} s, ${RUNS} runs each\n`,
  );
  // The first request of a scope (an organisation, or all of them) may do one-time work (establishing the
  // counts a list reads); it is timed on its own so the runs below show the steady state.
  for (const [name, token, query] of [
    ['coach', coach, { organization_id: COACH_ORGANIZATION }],
    ['admin, 20 orgs', admin, { isInternalUser: 'true' }],
  ] as const) {
    const before = { ...reads };
    const first = await call('listReports', { token, query });
    console.log(
      `  ${`${name}: first request of the scope`.padEnd(40)} ${fmt(first.elapsed).padStart(9)}             ` +
        `DynamoDB ${reads.calls - before.calls} calls, ${reads.items - before.items} items, ${(reads.capacity - before.capacity).toFixed(1)} capacity units`,
    );
  }
  console.log('');
  for (const scenario of scenarios) {
    const times: number[] = [];
    let body: Record<string, unknown> = {};
    let bytes = 0;
    let perRequest = { ...reads };
    for (let run = 0; run < RUNS; run++) {
      const before = { ...reads };
      const result = await call('listReports', { token: scenario.token, query: scenario.query });
      // The last run's reads.
      perRequest = { calls: reads.calls - before.calls, items: reads.items - before.items, capacity: reads.capacity - before.capacity };
      times.push(result.elapsed);
      body = result.body;
      bytes = result.bytes;
    }
    const shown = (body.reports as unknown[]).length;
    const summary = JSON.stringify(body.summary);
    console.log(
      `  ${scenario.name.padEnd(40)} p50 ${fmt(percentile(times, 50)).padStart(9)}, p95 ${fmt(percentile(times, 95)).padStart(9)}   ` +
        `DynamoDB ${perRequest.calls} calls, ${perRequest.items} items, ${perRequest.capacity.toFixed(1)} capacity units   ` +
        `${shown} of total ${String(body.total)}, ${(bytes / 1024).toFixed(0)} KiB, summary ${summary}`,
    );
  }
  console.log(`\n  peak RSS of the process: ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB\n`);
  await aws.stop();
  process.exit(0);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
