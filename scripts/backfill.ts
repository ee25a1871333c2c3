/**
 * The backfill after an upgrade (lambdas/src/maintenance/backfill.ts): objects stored before an index existed
 * get the index items their writes would have made, batch by batch, each object's store writing what it lacks.
 * A second run writes nothing; a run that stops resumes with --from and the key it printed last.
 *   ./scripts/backfill --stage S [--table T]          a deployed stage (AWS credentials and region from the environment)
 *   ./scripts/backfill --local [--dynamodb-port 4567]  the running local stack
 *   ./scripts/backfill --endpoint URL [--table T]      any DynamoDB endpoint (table scout-local unless given)
 * and on each: [--dry-run] (count only) [--batch N] (objects a batch, at most 500) [--from KEY] (resume).
 */
import { parseArgs } from 'node:util';
import { useTable } from './lib/deployed-table';

const USAGE =
  'Usage: ./scripts/backfill (--stage S [--table T] | --local [--dynamodb-port P] | --endpoint URL [--table T]) [--dry-run] [--batch N] [--from KEY]';

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      stage: { type: 'string' },
      table: { type: 'string' },
      local: { type: 'boolean', default: false },
      endpoint: { type: 'string' },
      'dynamodb-port': { type: 'string', default: '4567' },
      'dry-run': { type: 'boolean', default: false },
      batch: { type: 'string' },
      from: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  const targets = [values.stage !== undefined, values.local, values.endpoint !== undefined].filter(Boolean).length;
  if (targets !== 1) fail(`Give one of --stage, --local or --endpoint.\n${USAGE}`);
  const { BACKFILL_BATCH_DEFAULT, BACKFILL_BATCH_MAX } = await import('../packages/shared/src/api');
  const batch = values.batch === undefined ? BACKFILL_BATCH_DEFAULT : Number(values.batch);
  if (!Number.isInteger(batch) || batch < 1 || batch > BACKFILL_BATCH_MAX)
    fail(`--batch is a whole number from 1 to ${BACKFILL_BATCH_MAX}.`);

  const endpoint = values.local ? `http://127.0.0.1:${values['dynamodb-port']}` : values.endpoint;
  await useTable({ endpoint, table: values.table, stage: values.stage }, fail);

  // Imported only now: the adapters read the configuration set above.
  const { backfillStep } = await import('../lambdas/src/maintenance/backfill');
  const { backfillParts } = await import('../lambdas/src/composition/maintenance');
  const parts = backfillParts();
  const dryRun = values['dry-run'];
  const totals: Record<string, number> = {};
  let lastKey = values.from;
  process.stdout.write(`${dryRun ? 'Counting (dry run) ' : 'Writing '}the missing index items in table ${process.env.TABLE_NAME}.\n`);
  try {
    do {
      const step = await backfillStep(parts, { limit: batch, dryRun, ...(lastKey ? { lastKey } : {}) });
      totals[`${step.part} read`] = (totals[`${step.part} read`] ?? 0) + step.scanned;
      for (const [kind, count] of Object.entries(step.written)) totals[kind] = (totals[kind] ?? 0) + count;
      const counts = Object.entries(step.written)
        .map(([kind, count]) => `${kind} ${count}`)
        .join(', ');
      process.stdout.write(`${step.part}: ${step.scanned} read, ${dryRun ? 'to write' : 'written'}: ${counts}\n`);
      if (step.nextKey) process.stdout.write(`  resume with --from ${step.nextKey}\n`);
      lastKey = step.nextKey ?? undefined;
    } while (lastKey);
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    const cause = err instanceof Error ? String((err as { cause?: unknown }).cause) : '';
    if (endpoint !== undefined && /ECONNREFUSED/.test(`${message} ${cause}`))
      fail(`No DynamoDB answers at ${endpoint}: start the local stack with ./scripts/dev first.`);
    fail(`The backfill stopped: ${message}${lastKey ? `\nResume with --from ${lastKey}` : ''}`);
  }
  const summary = Object.entries(totals)
    .map(([kind, count]) => `${kind} ${count}`)
    .join(', ');
  process.stdout.write(`Done: ${summary}${dryRun ? ' (dry run: nothing written)' : ''}.\n`);
}

void main();
