/**
 * Benchmark: GET /reports on the embedded DynamoDB, through the real Lambda handler.
 * Seeds 5,000 reports in the demo coach's organisation and 45,000 over 49 more organisations (50,000 over 50
 * in all), then times the list calls: as the coach the first and the last page (by key), a status filter, a
 * date range and a search; as the administrator (every organisation) the same. Checks the targets: first and
 * last page p95 within 2x of each other and at most 20 ms, a search p95 at most 30 ms.
 * Run: ./scripts/bench/reports-list [--runs <n>] [--other-organizations <n>]
 */
import { parseArgs } from 'node:util';
import { contract, type RouteId } from '../../packages/shared/src/api';
import { DEMO_ACCOUNTS, REPORT_STATUSES, type Report } from '../../packages/shared/src/domain';
import type { ContractCall } from '../../lambdas/src/local';
import { callRoute, startBenchAws } from './bench-stack';

const COACH_ORGANIZATION = 'org-eagles';
const COACH_REPORTS = 5000;
const { values: scale } = parseArgs({ options: { runs: { type: 'string' }, 'other-organizations': { type: 'string', default: '49' } } });
/** 49 (the target's 50,000 over 50); fewer for a quicker run, as the seeding writes about 1,500 items a second. */
const OTHER_ORGANIZATIONS = Number(scale['other-organizations']);
const REPORTS_PER_OTHER = 919;
/** Opponents in turn: a search for one finds a twentieth of the reports. */
const TEAMS = [
  ['Harbor Hawks', 'HAR'],
  ['Central Cougars', 'CEN'],
  ['Lakeside Lions', 'LAK'],
  ['Northvalley Knights', 'NOR'],
  ['Westfield Wolves', 'WES'],
  ['Ridgeview Rams', 'RID'],
  ['Summit Stallions', 'SUM'],
  ['Canyon Coyotes', 'CAN'],
  ['Riverside Raiders', 'RIV'],
  ['Oakmont Owls', 'OAK'],
  ['Pinecrest Panthers', 'PIN'],
  ['Bayshore Bears', 'BAY'],
  ['Eastwood Eagles', 'EAS'],
  ['Granite Giants', 'GRA'],
  ['Maple Mustangs', 'MAP'],
  ['Silverton Sharks', 'SIL'],
  ['Fairview Falcons', 'FAI'],
  ['Brookside Broncos', 'BRO'],
  ['Kingsport Kodiaks', 'KIN'],
  ['Thunder Valley Titans', 'THU'],
] as const;
const DAY = 24 * 60 * 60 * 1000;
const RUNS = Number(scale.runs ?? '30');

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
    title: `Week ${(i % 17) + 1} scout`,
    organizationId,
    status: REPORT_STATUSES[i % REPORT_STATUSES.length]!,
    createdBy: 'user-coach',
    createdAt,
    updatedAt: createdAt,
    deadline: null,
    opponentName: TEAMS[i % TEAMS.length]![0],
    opponentAbbreviation: TEAMS[i % TEAMS.length]![1],
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
  for (let i = 0; i < seeds.length; i += 8) {
    await Promise.all(seeds.slice(i, i + 8).map((report) => store.seed({ report, cardSeq: 0, cardsComplete: 0 })));
    if (i % 5000 === 0) process.stderr.write(`  seeded ${i} of ${seeds.length}\r`);
  }
  const seedMs = performance.now() - seedStart;

  const login = async (account: { username: string; password: string }) =>
    (await call('login', { body: { username: account.username, password: account.password } })).body.token as string;
  const coach = await login(DEMO_ACCOUNTS.coach);
  const admin = await login(DEMO_ACCOUNTS.admin);

  const week = { createdFrom: new Date(now - 14 * DAY).toISOString(), createdTo: new Date(now - 7 * DAY).toISOString() };
  const coachList = { organization_id: COACH_ORGANIZATION, showCompleted: 'true' };
  const adminList = { isInternalUser: 'true', showCompleted: 'true' };
  /** The key of the last page of a list: its pages walked 100 at a time (a key is not bound to the page size). */
  const lastPageKey = async (token: string, query: Record<string, string>) => {
    let key: string | null = null;
    let pages = 0;
    for (;;) {
      const page = await call('listReports', { token, query: { ...query, limit: '100', ...(key ? { lastKey: key } : {}) } });
      pages += 1;
      const next = page.body.nextKey as string | null;
      if (next === null) return { key: key as string, pages };
      key = next;
    }
  };
  const coachLast = await lastPageKey(coach, coachList);
  const adminLast = await lastPageKey(admin, adminList);
  const scenarios: { name: string; token: string; query: Record<string, string>; target?: 'page' | 'search' }[] = [
    { name: 'coach: first page', token: coach, query: coachList, target: 'page' },
    {
      name: `coach: last page (key, after ${coachLast.pages - 1}x100)`,
      token: coach,
      query: { ...coachList, lastKey: coachLast.key },
      target: 'page',
    },
    { name: 'coach: first page, completed hidden', token: coach, query: { organization_id: COACH_ORGANIZATION, showCompleted: 'false' } },
    { name: 'coach: status in_progress, first page', token: coach, query: { ...coachList, status: 'in_progress' } },
    { name: 'coach: one week (85 reports), first page', token: coach, query: { ...coachList, ...week } },
    { name: "coach: search 'eagles'", token: coach, query: { ...coachList, q: 'eagles' }, target: 'search' },
    { name: "coach: search 'week 7 fal'", token: coach, query: { ...coachList, q: 'week 7 fal' }, target: 'search' },
    { name: `admin, ${organizations.length} orgs: first page`, token: admin, query: adminList, target: 'page' },
    {
      name: `admin, ${organizations.length} orgs: last page (key, after ${adminLast.pages - 1}x100)`,
      token: admin,
      query: { ...adminList, lastKey: adminLast.key },
      target: 'page',
    },
    { name: `admin, ${organizations.length} orgs: status failed, first page`, token: admin, query: { ...adminList, status: 'failed' } },
    {
      name: `admin, ${organizations.length} orgs: search 'thunder'`,
      token: admin,
      query: { ...adminList, q: 'thunder' },
      target: 'search',
    },
    { name: `admin, ${organizations.length} orgs: search 'ti'`, token: admin, query: { ...adminList, q: 'ti' }, target: 'search' },
  ];

  console.log(
    `\nGET /reports on embedded DynamoDB (dynalite), through the Lambda handler; ${seeds.length} reports seeded in ${(seedMs / 1000).toFixed(1)} s, ${RUNS} runs each\n`,
  );
  // The first request of a scope (an organisation, or all of them) may do one-time work (establishing the
  // counts a list reads); it is timed on its own so the runs below show the steady state.
  for (const [name, token, query] of [
    ['coach', coach, { organization_id: COACH_ORGANIZATION }],
    [`admin, ${organizations.length} orgs`, admin, { isInternalUser: 'true' }],
  ] as const) {
    const before = { ...reads };
    const first = await call('listReports', { token, query });
    console.log(
      `  ${`${name}: first request of the scope`.padEnd(40)} ${fmt(first.elapsed).padStart(9)}             ` +
        `DynamoDB ${reads.calls - before.calls} calls, ${reads.items - before.items} items, ${(reads.capacity - before.capacity).toFixed(1)} capacity units`,
    );
  }
  console.log('');
  const p95s: { name: string; p95: number; target?: 'page' | 'search' }[] = [];
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
    p95s.push({ name: scenario.name, p95: percentile(times, 95), target: scenario.target });
    const summary = JSON.stringify(body.summary);
    console.log(
      `  ${scenario.name.padEnd(40)} p50 ${fmt(percentile(times, 50)).padStart(9)}, p95 ${fmt(percentile(times, 95)).padStart(9)}   ` +
        `DynamoDB ${perRequest.calls} calls, ${perRequest.items} items, ${perRequest.capacity.toFixed(1)} capacity units   ` +
        `${shown} of total ${String(body.total)}, ${(bytes / 1024).toFixed(0)} KiB, summary ${summary}`,
    );
  }
  const pages = p95s.filter((row) => row.target === 'page').map((row) => row.p95);
  const searches = p95s.filter((row) => row.target === 'search');
  const [coachFirst, coachLastP95, adminFirst, adminLastP95] = pages as [number, number, number, number];
  const within = (a: number, b: number) => Math.max(a, b) <= 2 * Math.min(a, b);
  console.log('\n  targets:');
  console.log(
    `    coach first/last page p95 ${fmt(coachFirst)} / ${fmt(coachLastP95)}: within 2x ${within(coachFirst, coachLastP95) ? 'yes' : 'NO'}, <= 20 ms ${Math.max(coachFirst, coachLastP95) <= 20 ? 'yes' : 'NO'}`,
  );
  console.log(
    `    admin first/last page p95 ${fmt(adminFirst)} / ${fmt(adminLastP95)}: within 2x ${within(adminFirst, adminLastP95) ? 'yes' : 'NO'}, <= 20 ms ${Math.max(adminFirst, adminLastP95) <= 20 ? 'yes' : 'NO'}`,
  );
  for (const row of searches) console.log(`    ${row.name} p95 ${fmt(row.p95)}: <= 30 ms ${row.p95 <= 30 ? 'yes' : 'NO'}`);
  console.log(`\n  peak RSS of the process: ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB\n`);
  await aws.stop();
  process.exit(0);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
