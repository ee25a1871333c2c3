import type { Card, Media } from '@scout/shared/domain';
import { storageOf } from './card-media';
import type { CardChanges, CardStore, StorageUsage } from './ports';
import { updateCardLatest } from './update-card-latest';

const total = (media: readonly Media[]) =>
  media.reduce((sum, medium) => ({ bytes: sum.bytes + storageOf(medium).bytes, objects: sum.objects + storageOf(medium).objects }), {
    bytes: 0,
    objects: 0,
  });

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
  const delta = { bytes: 0, objects: 0 };
  const updated = await updateCardLatest(deps.cards, cardId, (card) => {
    const replaced = card.media.filter((item) => media.some((made) => made.mediaId === item.mediaId));
    const before = total(replaced);
    const after = total(media);
    delta.bytes = after.bytes - before.bytes;
    delta.objects = after.objects - before.objects;
    return { ...changes(card), media: [...card.media.filter((item) => !replaced.includes(item)), ...media] };
  });
  if (updated) await deps.storage.add(updated.organizationId, delta);
  return updated;
}
