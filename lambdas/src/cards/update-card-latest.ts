import type { Card } from '@scout/shared/domain';
import { ConflictError } from '../core/errors';
import type { CardChanges, CardStore } from '../ports';

/**
 * Applies changes to a card whatever its version (processing owns these fields; a coach's edit in between
 * only moves the version), retrying when a concurrent save wins. Null when the card is gone.
 */
export async function updateCardLatest(cards: CardStore, cardId: string, change: (card: Card) => CardChanges | null): Promise<Card | null> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const card = await cards.get(cardId);
    if (!card) return null;
    const changes = change(card);
    if (!changes) return card;
    try {
      return await cards.update(cardId, card.version, changes);
    } catch (err) {
      if (!(err instanceof ConflictError)) throw err;
    }
  }
  throw new ConflictError(`Card ${cardId} kept changing while processing tried to update it`);
}
