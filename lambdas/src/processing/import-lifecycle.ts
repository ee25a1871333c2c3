import { updateCardLatest } from '../cards/update-card-latest';
import type { ProcessingDeps } from './deps';
import { movesInto } from './import-status';
import { ProcessingLog } from './processing-log';
import type { ClipTally, ImportRecord } from '../ports';

/** Fails the whole import (and so the report's import): the dashboard shows 'FAILED: {error}'. */
export async function failImport(deps: ProcessingDeps, record: ImportRecord, error: string, step: string): Promise<void> {
  const moved = await deps.imports.transition(record.reportId, record.importId, movesInto('failed'), {
    status: 'failed',
    error,
    step: 'Failed',
    finishedAt: deps.now().toISOString(),
  });
  if (!moved) return;
  await deps.imports.setReportImport(record.reportId, { importId: record.importId, status: 'failed', error });
  await new ProcessingLog(deps.imports, record.reportId, deps.now).error(step, error);
}

/** Sends the finish job once every clip is counted (more than once is harmless: finishing is idempotent). */
export async function finishWhenAllClipsDone(deps: ProcessingDeps, record: ImportRecord, tally: ClipTally): Promise<void> {
  if (tally.total > 0 && tally.done >= tally.total) {
    await deps.queue.send([{ type: 'finish', reportId: record.reportId, importId: record.importId }]);
  }
}

/** Marks a card's clip as failed, with the reason people will read on the card. */
export async function failClip(deps: Pick<ProcessingDeps, 'cards' | 'now'>, cardId: string, reason: string): Promise<void> {
  await updateCardLatest(deps.cards, cardId, () => ({ clipStatus: 'failed', clipError: reason, updatedAt: deps.now().toISOString() }));
}
