import { describe, expect, it } from 'vitest';
import { wireCardSchema } from '../../domain';
import { cardEditRoutes, cardListSchema } from './cards';

/** A card as the API may send it: snake_case keys, a custom field named as the coach typed it. */
const wireCard = (n: number) => ({
  id: `c${n}`,
  report_id: 'r1',
  organization_id: 'org-1',
  card_number: n,
  title: `Play ${n}`,
  status: 'in_progress',
  breakdown: { play_type: 'Pass', gain_loss: 7, custom_fields: { Motion_dir: 'Left' } },
  media: [{ media_id: `m${n}`, media_type: 'image', s3_key: `k${n}`, mime_type: 'image/jpeg' }],
  clip_status: 'ready',
  version: 2,
  created_at: '2026-11-28T10:00:00.000Z',
  updated_at: '2026-11-28T10:05:00.000Z',
  customFields: { my_column: 'kept as named' },
});

describe('card lists', () => {
  it('read each card of a list exactly as a card answered on its own is read', () => {
    const answer = { cards: [wireCard(1), wireCard(2)], total_cards: 2, has_more: false, next_key: null };
    const list = cardListSchema.parse(answer) as { cards: unknown[]; totalCards: number };
    expect(list.totalCards).toBe(2);
    expect(list.cards).toEqual([wireCardSchema.parse(wireCard(1)), wireCardSchema.parse(wireCard(2))]);
    expect(list.cards[0]).toMatchObject({
      reportId: 'r1',
      cardNumber: 1,
      clipStatus: 'ready',
      breakdown: { playType: 'Pass', gainLoss: 7 },
    });
    const added = cardEditRoutes.addTestData.response.parse({ cards: [wireCard(3)] }) as { cards: unknown[] };
    expect(added.cards).toEqual([wireCardSchema.parse(wireCard(3))]);
  });
});
