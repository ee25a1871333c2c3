import type { Card, Media } from '@scout/shared/domain';
import { updateCardLatest } from './update-card-latest';
import { type CardChanges, type CardStore, type StorageChange, type StorageUsage, storageChangeOf } from '../ports';

/**
 * Puts media made by processing on a card (replacing those with the same ids: a clip processed again, a new
 * GIF) with other changes, and moves the organisation's storage counters by the difference. Replaced media
 * keep their keys, so no file is left behind.
 */
export async function replaceMediaCounted(
  deps: { cards: CardStore; storage: StorageUsage },
  cardId: string,
  media: Media[],
  changes: (card: Card) => CardChanges,
): Promise<Card | null> {
  let counted: StorageChange[] = [];
  const updated = await updateCardLatest(deps.cards, cardId, (card) => {
    const replaced = card.media.filter((item) => media.some((made) => made.mediaId === item.mediaId));
    counted = [
      ...replaced.map((medium) => storageChangeOf(card.reportId, medium, -1)),
      ...media.map((medium) => storageChangeOf(card.reportId, medium)),
    ];
    return { ...changes(card), media: [...card.media.filter((item) => !replaced.includes(item)), ...media] };
  });
  if (updated) await deps.storage.add(updated.organizationId, counted);
  return updated;
}
