import type { RouteQuery, RouteResponse } from '@scout/shared/api';

/** The random-card feature tries up to 5 random reports before it says none has a card. */
export const RANDOM_PLAY_TRIES = 5;

/** What staff read when no report tried had a card (or the lists could not be read: a spot check never shows an error). */
export const NO_RANDOM_PLAY_MESSAGE = 'No plays to review right now: the reports picked at random have no cards yet.';

export interface RandomPlayDeps {
  /** GET /reports: every organisation's reports for internal users, a page at a time. */
  listReports(query: RouteQuery<'listReports'>): Promise<Pick<RouteResponse<'listReports'>, 'reports' | 'total'>>;
  /** A report's cards (all of them). */
  listCards(reportId: string): Promise<{ cards: readonly { id: string }[] }>;
  /** 0 ≤ n < 1, as Math.random. */
  random(): number;
}

export interface RandomPlay {
  reportId: string;
  cardId: string;
}

/**
 * Staff's spot-check: up to RANDOM_PLAY_TRIES reports picked at random (each a page of one report at a random
 * position of every organisation's reports), the first with cards gives one of its cards at random. Any error
 * counts as nothing found (null): the random card never shows an error.
 */
export async function findRandomPlay(deps: RandomPlayDeps): Promise<RandomPlay | null> {
  const pick = (count: number) => Math.min(count - 1, Math.floor(deps.random() * count));
  let total: number;
  try {
    total = (await deps.listReports({ isInternalUser: true, page: 1, limit: 1 })).total ?? 0;
  } catch {
    return null;
  }
  const tried = new Set<number>();
  for (let attempt = 0; attempt < RANDOM_PLAY_TRIES && tried.size < total; attempt += 1) {
    let position = pick(total);
    // A position already tried moves on to the next untried one, so five tries are five reports.
    while (tried.has(position)) position = (position + 1) % total;
    tried.add(position);
    try {
      const [report] = (await deps.listReports({ isInternalUser: true, page: position + 1, limit: 1 })).reports;
      if (!report) continue;
      const { cards } = await deps.listCards(report.id);
      const card = cards.length > 0 ? cards[pick(cards.length)] : undefined;
      if (card) return { reportId: report.id, cardId: card.id };
    } catch {
      // Swallowed: the next report is tried.
    }
  }
  return null;
}
