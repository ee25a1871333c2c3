/**
 * Benchmark: how a flood of 40 concurrent bad sign-ins (each a 128 MiB scrypt) slows everyone else.
 * Runs the local stack's API server over the real Lambda handlers and dynalite in this one process, as
 * ./scripts/dev does, measures GET /reports alone, then again while 40 bad logins for one account run.
 * The sign-in limits and the hashing concurrency come from the environment (see ./login-flood, which runs
 * this once per configuration). Prints latencies; figures go to README.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { contract } from '../../packages/shared/src/api';
import { DEMO_ACCOUNTS } from '../../packages/shared/src/domain';
import { startApiServer } from '../../apps/local/src/api-server';
import { startBenchAws } from './bench-stack';

const FLOOD = 40;

function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

const fmt = (ms: number) => `${ms.toFixed(0)} ms`;

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const started = performance.now();
  const value = await work();
  return { ms: performance.now() - started, value };
}

async function main() {
  const label = process.argv[2] ?? 'configured';
  // On disk, as ./scripts/dev runs it: dynalite's LevelDB then shares libuv's threadpool with scrypt.
  const dataDir = await mkdtemp(join(tmpdir(), 'scout-login-flood-'));
  const aws = await startBenchAws('silent', dataDir);
  const { domainHandlers } = await import('../../lambdas/src/local/domain-handlers');
  const server = await startApiServer({ port: 0, allowedOrigins: [], handlers: domainHandlers });
  const api = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  const login = (username: string, password: string) =>
    fetch(`${api}${contract.login.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password }),
    });

  const signIn = (await (await login(DEMO_ACCOUNTS.rivalCoach.username, DEMO_ACCOUNTS.rivalCoach.password)).json()) as { token: string };
  const listReports = async () => {
    const response = await fetch(`${api}/reports`, { headers: { authorization: `Bearer ${signIn.token}` } });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`GET /reports answered ${response.status}`);
  };

  for (let i = 0; i < 5; i += 1) await listReports();
  const quiet: number[] = [];
  for (let i = 0; i < 30; i += 1) quiet.push((await timed(listReports)).ms);

  let flooding = true;
  const flood = timed(async () => {
    const answers = await Promise.all(Array.from({ length: FLOOD }, (_, i) => login(DEMO_ACCOUNTS.coach.username, `wrong-${i}`)));
    flooding = false;
    return answers.map((a) => a.status);
  });
  const during: number[] = [];
  while (flooding) during.push((await timed(listReports)).ms);
  const { ms: floodMs, value: statuses } = await flood;
  const counts = statuses.reduce<Record<number, number>>((all, status) => ({ ...all, [status]: (all[status] ?? 0) + 1 }), {});

  console.log(`\n${label}`);
  console.log(`  GET /reports, quiet:              median ${fmt(percentile(quiet, 50))}, p95 ${fmt(percentile(quiet, 95))}`);
  console.log(
    `  GET /reports, during the flood:   mean ${fmt(during.reduce((a, b) => a + b, 0) / during.length)}, median ${fmt(percentile(during, 50))}, p95 ${fmt(percentile(during, 95))}, max ${fmt(Math.max(...during))} (${during.length} requests)`,
  );
  console.log(
    `  ${FLOOD} bad logins: done in ${fmt(floodMs)}; answers ${Object.entries(counts)
      .map(([s, n]) => `${n}×${s}`)
      .join(', ')}`,
  );

  await new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeAllConnections();
  await aws.stop();
  await rm(dataDir, { recursive: true, force: true });
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
