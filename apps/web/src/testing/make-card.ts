import type { Card } from '@scout/shared/domain';

/** A card as the API returns it, numbered `cardNumber`, for unit tests. */
export function makeCard(cardNumber = 1, overrides: Partial<Card> = {}): Card {
  return {
    id: `card-${cardNumber}`,
    reportId: 'rpt-1',
    organizationId: 'org-1',
    cardNumber,
    title: `Play ${cardNumber}`,
    content: '{}',
    status: 'pending',
    breakdown: {},
    media: [],
    version: 1,
    createdAt: '2025-10-01T00:00:00Z',
    updatedAt: '2025-10-01T00:00:00Z',
    ...overrides,
  };
}
