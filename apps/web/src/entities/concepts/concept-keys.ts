/**
 * The key tree of the play concepts library; invalidated by prefix after a change:
 *
 *   ['concepts']                          everything
 *   ['concepts', 'list', {orgId}]         an organisation's library (null: the caller's own)
 *   ['concepts', 'cards', id]             the cards tagged with a concept, page by page
 *   ['concepts', 'of-card', cardId]       the concepts a card is tagged with
 */
export const conceptKeys = {
  all: ['concepts'] as const,
  lists: () => [...conceptKeys.all, 'list'] as const,
  list: (organizationId: string | null) => [...conceptKeys.lists(), { organizationId }] as const,
  cards: (id: string) => [...conceptKeys.all, 'cards', id] as const,
  ofCard: (cardId: string) => [...conceptKeys.all, 'of-card', cardId] as const,
};
