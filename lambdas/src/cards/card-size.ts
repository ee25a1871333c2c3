import { jsonByteLength, type Card } from '@scout/shared/domain';
import { ValidationError } from '../core/errors';

/**
 * The most a card may hold, as UTF-8 JSON: 200 KB. A card is one DynamoDB item (400 KB at most, keys and
 * attribute names included); processing later adds media records to it, and each edit's activity item holds
 * the changed fields twice (from and to), so half the item limit is the card's share. The request schemas
 * (content ≤ 20,000 characters, bounded breakdown and custom fields) keep a card well under it; this check
 * runs on the card as it would be stored, before anything is reserved or written.
 */
export const MAX_CARD_BYTES = 200 * 1024;

export const CARD_TOO_LARGE = `This card is too large to store: its title, content and breakdown may take at most ${MAX_CARD_BYTES / 1024} KB`;

export function assertCardFits(card: Partial<Card>): void {
  if (jsonByteLength(card) > MAX_CARD_BYTES) throw new ValidationError(CARD_TOO_LARGE);
}
