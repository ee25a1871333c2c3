import { isPlayBrokenDown, type Card, type Report } from '@scout/shared/domain';
import { deleteMediumObjects } from '../cards/card-media';
import type { ProcessingDeps } from './deps';
import { importIdOfCard } from './ids';

const PAGE = 1000;

/**
 * New film for a report whose status failed (set by staff or an old import) takes it back to created, so the
 * report no longer reads 'FAILED'; the import status is cleared by the new run itself.
 */
export async function clearFailedStatus(deps: Pick<ProcessingDeps, 'reports'>, report: Report): Promise<void> {
  if (report.status !== 'failed') return;
  await deps.reports.update(report.id, report.version, { status: 'created' });
}

/**
 * Run by the index job before it makes its cards: the cards an earlier, failed import of this report had
 * made (clips it read before it stopped) are removed with their media, so film sent again after a failure
 * replaces it instead of adding to it. Cards a coach made by hand and cards of finished imports stay (a
 * report without film, or with film already, simply gains the new cards). Card numbers are never reused:
 * the new cards follow the highest number handed out. Answers how many cards were removed.
 */
export async function removeFailedImportCards(
  deps: Pick<ProcessingDeps, 'reports' | 'cards' | 'imports' | 'objects' | 'storage' | 'buckets'>,
  reportId: string,
  currentImportId: string,
): Promise<number> {
  const failed = new Map<string, boolean>();
  const isOfFailedImport = async (card: Card): Promise<boolean> => {
    const importId = importIdOfCard(card.id);
    if (!importId || importId === currentImportId) return false;
    if (!failed.has(importId)) failed.set(importId, (await deps.imports.get(reportId, importId))?.status === 'failed');
    return failed.get(importId) ?? false;
  };
  const doomed: Card[] = [];
  let startKey: string | undefined;
  do {
    const page = await deps.cards.listByReport(reportId, { limit: PAGE, startKey });
    for (const card of page.cards) if (await isOfFailedImport(card)) doomed.push(card);
    startKey = page.nextKey ?? undefined;
  } while (startKey);
  for (const card of doomed) {
    await deps.cards.delete(card.id);
    for (const medium of card.media) await deleteMediumObjects(deps, card, medium);
    await deps.reports.adjustCardCounts(reportId, {
      total: -1,
      complete: card.status === 'complete' ? -1 : 0,
      filled: isPlayBrokenDown(card.breakdown) ? -1 : 0,
    });
  }
  return doomed.length;
}
