import type { Card } from '@scout/shared/domain';
import { ConflictError } from '../core/errors';
import type { ProcessingDeps } from './deps';
import { removeFailedImportCards } from './clear-failed-import';
import { importedCardId } from './ids';
import { failImport } from './import-lifecycle';
import { isFinished, movesInto } from './import-status';
import type { ProcessingJob } from './job';
import { DamagedZipError } from './ports';
import { ProcessingLog } from './processing-log';
import { isJunkEntry, planZipEntries } from './zip-entry-rules';

const CARD_WRITES_IN_FLIGHT = 10;

function clipTitle(fileName: string): string {
  return fileName.replace(/\.[^.]*$/, '').slice(0, 200) || fileName;
}

/**
 * Index job, one per upload: reads the ZIP's central directory in place, judges it before anything is
 * extracted, makes one card per clip (numbers reserved once for the import), and queues a clip job per card.
 * Run again (redelivery, a retry after a crash) it finds the same cards and queues the same jobs.
 */
export async function runIndexJob(deps: ProcessingDeps, job: Extract<ProcessingJob, { type: 'index' }>): Promise<void> {
  const record = await deps.imports.get(job.reportId, job.importId);
  if (!record || isFinished(record.status)) return;
  const log = new ProcessingLog(deps.imports, record.reportId, deps.now);
  const started = Date.now();
  // Run again after it made the cards, the job stays at 'processing' (its cards are found, not made twice).
  const status = record.status === 'processing' ? 'processing' : 'indexing';
  const moved = await deps.imports.transition(record.reportId, record.importId, movesInto(status), {
    status,
    step: record.status === 'processing' ? record.step : 'Reading the ZIP',
    startedAt: record.startedAt ?? deps.now().toISOString(),
  });
  if (!moved) return;
  if (record.status === 'queued') {
    await deps.imports.setReportImport(record.reportId, { importId: record.importId, status: 'indexing', error: null });
  }

  let archive;
  try {
    archive = await deps.zips.open(deps.buckets.uploads, record.zipKey);
  } catch (err) {
    if (err instanceof DamagedZipError) return failImport(deps, record, err.message, 'index');
    throw err;
  }
  // Entries are laid end to end in the file: together they cannot claim more bytes than it has. More means
  // entries overlap (one stretch of data counted many times), a known way to build a bomb without ratios.
  const claimed = archive.entries.reduce((sum, entry) => sum + entry.compressedSize, 0);
  if (claimed > archive.size) {
    return failImport(
      deps,
      record,
      "The ZIP's entries claim more bytes than the file holds (overlapping entries); it looks damaged or built to overload a server.",
      'index',
    );
  }
  const plan = planZipEntries(archive.entries);
  if (!plan.ok) return failImport(deps, record, plan.reason, 'index');
  const { cards: clips, breakdownFiles, skipped } = plan.plan;
  const junk = archive.entries.filter((entry) => isJunkEntry(entry) && !entry.isDirectory).length;

  const importSheets = record.mode === 'hudl';
  await log.write([
    {
      level: 'info',
      step: 'index',
      message: `Read the ZIP (${(archive.size / 1024 ** 2).toFixed(1)} MB, ${archive.entries.length} entries): ${clips.length} video clip(s), ${breakdownFiles.length} breakdown file(s), ${skipped.length} other file(s) skipped, ${junk} system file(s) ignored.`,
      durationMs: Date.now() - started,
    },
    ...skipped.map((entry) => ({ level: 'warn' as const, step: 'index', message: `Skipped "${entry.name}": ${entry.reason}` })),
    ...breakdownFiles.map((file) => ({
      level: 'info' as const,
      step: 'index',
      message: importSheets
        ? `Breakdown file "${file.entryName}" will be imported once the clips are done.`
        : `Breakdown file "${file.entryName}" left alone (videos-only processing).`,
    })),
  ]);

  const removed = await removeFailedImportCards(deps, record.reportId, record.importId);
  if (removed > 0) await log.info('index', `Removed the ${removed} card(s) an earlier, failed import of this report had made.`);
  const base = await deps.imports.claimCardNumbers(record.reportId, record.importId, clips.length);
  const at = deps.now().toISOString();
  const cards: Card[] = clips.map((clip, index) => ({
    id: importedCardId(record.importId, index + 1),
    reportId: record.reportId,
    organizationId: record.organizationId,
    cardNumber: base + clip.cardNumber,
    title: clipTitle(clip.fileName),
    content: '{}',
    status: 'pending',
    breakdown: {},
    media: [],
    clipStatus: 'queued',
    clipError: null,
    sourceFileName: clip.entryName,
    durationSeconds: null,
    version: 1,
    createdAt: at,
    updatedAt: at,
    createdBy: record.createdBy,
    updatedBy: record.createdBy,
  }));
  for (let i = 0; i < cards.length; i += CARD_WRITES_IN_FLIGHT) {
    await Promise.all(
      cards.slice(i, i + CARD_WRITES_IN_FLIGHT).map((card) =>
        deps.cards.create(card).catch((err: unknown) => {
          // Made by an earlier run of this job: same id, same card.
          if (!(err instanceof ConflictError)) throw err;
        }),
      ),
    );
  }

  const processing = await deps.imports.transition(record.reportId, record.importId, movesInto('processing'), {
    status: 'processing',
    step: `Processing ${clips.length} clip(s)`,
    clipsTotal: clips.length,
    breakdownFiles: importSheets ? breakdownFiles : [],
  });
  if (!processing) return;
  await deps.imports.setReportImport(record.reportId, { importId: record.importId, status: 'processing', error: null });
  await deps.queue.send(
    cards.map((card, index) => ({
      type: 'clip' as const,
      reportId: record.reportId,
      importId: record.importId,
      cardId: card.id,
      cardNumber: card.cardNumber,
      entryName: clips[index]!.entryName,
    })),
  );
  await log.info('index', `Made cards ${base + 1} to ${base + clips.length} and queued their clips.`, { durationMs: Date.now() - started });
}
