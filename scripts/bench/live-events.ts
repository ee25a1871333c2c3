/**
 * Benchmark: how soon a change reaches the browsers watching it. The real Lambda handlers on the embedded
 * DynamoDB, the local WebSocket server (the twin of API Gateway's WebSocket API and its management API), and
 * `ws` clients standing for browsers: the coach's organisation with N connections and 5 staff connections.
 * For each N, 40 card status changes are made through the API; it measures the status call's own time and,
 * from the moment the call was made, when each watcher received the event. Prints p50/p95/max and RSS.
 * Run: ./scripts/bench/live-events
 */
import { contract, type RouteId } from '../../packages/shared/src/api';
import { DEMO_ACCOUNTS } from '../../packages/shared/src/domain';
import { LIVE_EVENTS_PROTOCOL } from '../../packages/shared/src/events';
import { EMBEDDED_CREDENTIALS, startLocalWebSocketServer, WebSocketClient, type ContractCall } from '../../lambdas/src/local';
import type { WebSocketEvent, WebSocketResult } from '../../lambdas/src/handlers/websocket';
import { callRoute, startBenchAws } from './bench-stack';

const CHANGES = 40;
const STAFF_CONNECTIONS = 5;
const ORGANISATION_CONNECTIONS = [1, 20, 100];

function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

const fmt = (ms: number) => `${ms.toFixed(1)} ms`;

async function main() {
  let handle: ((event: WebSocketEvent) => Promise<WebSocketResult>) | null = null;
  const live = await startLocalWebSocketServer({
    port: 0,
    accessKeyId: EMBEDDED_CREDENTIALS.accessKeyId,
    handle: (event) => (handle ? handle(event) : Promise.resolve({ statusCode: 503 })),
  });
  // Set before anything reads the Lambdas' configuration (it is read once, as at a cold start).
  process.env.WEBSOCKET_CALLBACK_URL = live.callbackUrl;
  const aws = await startBenchAws('silent');
  const { domainHandlers, websocketFunction } = await import('../../lambdas/src/local/domain-handlers');
  handle = websocketFunction;
  const call = (routeId: RouteId, options: ContractCall) => callRoute(domainHandlers[contract[routeId].domain].handler, routeId, options);

  const signIn = async (account: 'coach' | 'admin') =>
    (await call('login', { body: { username: DEMO_ACCOUNTS[account].username, password: DEMO_ACCOUNTS[account].password } })).body
      .token as string;
  const coachToken = await signIn('coach');
  const adminToken = await signIn('admin');
  const report = await call('createReport', { token: coachToken, body: { title: 'Live events benchmark' } });
  const reportId = report.body.id as string;
  const card = await call('createCard', { token: coachToken, params: { id: reportId }, body: {} });
  const cardId = card.body.id as string;

  /** Every open watcher's receipt times of status events, by card version. */
  const receipts = new Map<number, number[]>();
  const sockets: WebSocketClient[] = [];
  const open = (token: string) =>
    new Promise<void>((resolve, reject) => {
      const socket = new WebSocketClient(live.url, [LIVE_EVENTS_PROTOCOL, token]);
      sockets.push(socket);
      socket.on('message', (data) => {
        const at = performance.now();
        const event = JSON.parse(String(data)) as { type: string; version?: number };
        if (event.type === 'card.status_changed' && event.version)
          receipts.set(event.version, [...(receipts.get(event.version) ?? []), at]);
      });
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
  for (let i = 0; i < STAFF_CONNECTIONS; i++) await open(adminToken);

  console.log(`Card status changes: ${CHANGES} per row; ${STAFF_CONNECTIONS} staff connections in every row.`);
  console.log('| organisation connections | status call p50 / p95 | received by every watcher p50 / p95 / max |');
  console.log('|---|---|---|');
  let version = (card.body.version as number) ?? 1;
  const statuses = ['in_progress', 'review'] as const;
  for (const target of ORGANISATION_CONNECTIONS) {
    while (sockets.length < STAFF_CONNECTIONS + target) await open(coachToken);
    const callTimes: number[] = [];
    const latencies: number[] = [];
    for (let i = 0; i < CHANGES; i++) {
      const started = performance.now();
      const changed = await call('updateCardStatus', { token: coachToken, params: { cid: cardId }, body: { status: statuses[i % 2] } });
      callTimes.push(changed.elapsed);
      version = changed.body.version as number;
      const expected = sockets.length;
      const deadline = Date.now() + 5000;
      while ((receipts.get(version)?.length ?? 0) < expected && Date.now() < deadline) await new Promise((r) => setTimeout(r, 2));
      const got = receipts.get(version) ?? [];
      if (got.length < expected) throw new Error(`only ${got.length} of ${expected} watchers received version ${version}`);
      latencies.push(Math.max(...got) - started);
    }
    console.log(
      `| ${target} | ${fmt(percentile(callTimes, 50))} / ${fmt(percentile(callTimes, 95))} | ${fmt(percentile(latencies, 50))} / ${fmt(percentile(latencies, 95))} / ${fmt(Math.max(...latencies))} |`,
    );
  }
  console.log(`Peak RSS: ${Math.round(process.memoryUsage().rss / 1024 / 1024)} MB`);

  for (const socket of sockets) socket.terminate();
  await live.close();
  await aws.stop();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
