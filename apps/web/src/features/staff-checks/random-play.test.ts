import { describe, expect, it } from 'vitest';
import { findRandomPlay, RANDOM_PLAY_TRIES, type RandomPlayDeps } from './random-play';

/** Reports by position (every organisation's, as GET /reports answers internal users), with their card ids. */
function library(reports: { id: string; cards: string[] }[], options: { failing?: Set<string>; randoms?: number[] } = {}) {
  const pages: number[] = [];
  const randoms = [...(options.randoms ?? [])];
  const deps: RandomPlayDeps = {
    listReports: async (query) => {
      const page = Number(query.page ?? 1);
      pages.push(page);
      const report = reports[page - 1];
      return { reports: report ? [{ id: report.id } as never] : [], total: reports.length };
    },
    listCards: async (reportId) => {
      if (options.failing?.has(reportId)) throw new Error('Server error. Please try again later.');
      return { cards: (reports.find((report) => report.id === reportId)?.cards ?? []).map((id) => ({ id })) };
    },
    random: () => randoms.shift() ?? 0,
  };
  return { deps, pages };
}

describe('review a random play', () => {
  it('opens a random card of the first random report that has cards', async () => {
    const { deps } = library(
      [
        { id: 'r1', cards: [] },
        { id: 'r2', cards: [] },
        { id: 'r3', cards: ['c1', 'c2', 'c3', 'c4'] },
      ],
      // Report at position 1 (r2, empty), then position 2 (r3), and its card at 0.6 × 4 → the third.
      { randoms: [0.4, 0.9, 0.6] },
    );

    expect(await findRandomPlay(deps)).toEqual({ reportId: 'r3', cardId: 'c3' });
  });

  it(`tries ${RANDOM_PLAY_TRIES} different reports at most, then finds nothing`, async () => {
    const reports = Array.from({ length: 20 }, (_, i) => ({ id: `r${i}`, cards: [] as string[] }));
    const { deps, pages } = library(reports, { randoms: [0.5, 0.5, 0.5, 0.5, 0.5, 0.5] });

    expect(await findRandomPlay(deps)).toBeNull();
    // The count first, then five distinct reports.
    expect(pages.slice(1)).toHaveLength(RANDOM_PLAY_TRIES);
    expect(new Set(pages.slice(1)).size).toBe(RANDOM_PLAY_TRIES);
  });

  it('swallows errors: a report whose cards fail is skipped, and a failed count finds nothing', async () => {
    const { deps } = library(
      [
        { id: 'broken', cards: ['x'] },
        { id: 'good', cards: ['c9'] },
      ],
      { failing: new Set(['broken']), randoms: [0, 0, 0] },
    );
    expect(await findRandomPlay(deps)).toEqual({ reportId: 'good', cardId: 'c9' });

    const down: RandomPlayDeps = { ...deps, listReports: () => Promise.reject(new Error('Network error. Please check your connection.')) };
    expect(await findRandomPlay(down)).toBeNull();
  });

  it('finds nothing when there are no reports, without asking for any card', async () => {
    const { deps, pages } = library([]);
    expect(await findRandomPlay(deps)).toBeNull();
    expect(pages).toEqual([1]);
  });
});
