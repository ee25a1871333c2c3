import { expect } from '@playwright/test';
import { apiAs } from './support';

/** Three games of one opponent as breakdowns, and groups of fresh reports made of them (group-analytics, group-share). */

const run = (down: number, distance: number, hash: string, formation: string, concept: string, gainLoss: number) => ({
  down,
  distance,
  hash,
  formation,
  concept,
  playType: 'Run',
  result: 'Rush',
  gainLoss,
});
const pass = (down: number, distance: number, hash: string, formation: string, concept: string, result: string, gainLoss: number) => ({
  down,
  distance,
  hash,
  formation,
  concept,
  playType: 'Pass',
  result,
  gainLoss,
});

/**
 * Three games of one opponent, in the group's order (9 offensive snaps):
 *
 *  game  #  D&D       hash  formation  play         type  gain
 *  1     1  1st & 10  L     Trips      Inside Zone  Run     4
 *  1     2  2nd & 6   L     Trips      Smash        Pass    8
 *  1     3  1st & 10  R     Doubles    Mesh         Pass    0 (incomplete)
 *  2     1  1st & 10  L     Trips      Inside Zone  Run     6
 *  2     2  2nd & 4   L     Trips      Inside Zone  Run     2
 *  2     3  3rd & 2   M     Trips      Power        Run     3
 *  2     4  1st & 10  R     Doubles    Smash        Pass   12
 *  3     1  1st & 10  L     Trips      Smash        Pass    7
 *  3     2  3rd & 5   R     Empty      Mesh         Pass    0 (incomplete)
 */
export const GAMES = [
  [
    run(1, 10, 'L', 'Trips', 'Inside Zone', 4),
    pass(2, 6, 'L', 'Trips', 'Smash', 'Complete', 8),
    pass(1, 10, 'R', 'Doubles', 'Mesh', 'Incomplete', 0),
  ],
  [
    run(1, 10, 'L', 'Trips', 'Inside Zone', 6),
    run(2, 4, 'L', 'Trips', 'Inside Zone', 2),
    run(3, 2, 'M', 'Trips', 'Power', 3),
    pass(1, 10, 'R', 'Doubles', 'Smash', 'Complete', 12),
  ],
  [pass(1, 10, 'L', 'Trips', 'Smash', 'Complete', 7), pass(3, 5, 'R', 'Empty', 'Mesh', 'Incomplete', 0)],
].map((plays) => plays.map((play, index) => ({ ...play, odkm: 'O', quarter: 1, playNumber: index + 1, personnel: '11' })));

export interface Prepared {
  groupId: string;
  /** Each game's report, with its cards' ids in play order. */
  reports: { id: string; title: string; cardIds: string[] }[];
}

/** What a test made, deleted after it. */
let made: { groups: string[]; reports: string[] } = { groups: [], reports: [] };

/** Deletes what the tests made (call after each test). */
export async function deletePrepared(): Promise<void> {
  const api = await apiAs('coach');
  for (const id of made.groups) await api.delete(`/report-groups/${encodeURIComponent(id)}`);
  for (const id of made.reports) await api.delete(`/reports/${encodeURIComponent(id)}`);
  await api.dispose();
  made = { groups: [], reports: [] };
}

/** One fresh report per game (of one new opponent) with its plays as cards, and a group of them in that order. */
export async function prepareGroup(opponent: string, abbreviation: string, games: readonly (readonly object[])[]): Promise<Prepared> {
  const api = await apiAs('coach');
  const reports: Prepared['reports'] = [];
  for (const [game, plays] of games.entries()) {
    const title = `${opponent} Game ${game + 1}`;
    const created = await api.post('/reports', { data: { title, opponentName: opponent, opponentAbbreviation: abbreviation } });
    expect(created.ok(), await created.text()).toBe(true);
    const { id } = (await created.json()) as { id: string };
    made.reports.push(id);
    const cardIds: string[] = [];
    for (const [index, breakdown] of plays.entries()) {
      const card = await api.post(`/reports/${encodeURIComponent(id)}/cards`, {
        data: { title: `Play ${index + 1}`, status: 'complete', breakdown },
      });
      expect(card.ok(), await card.text()).toBe(true);
      cardIds.push(((await card.json()) as { id: string }).id);
    }
    reports.push({ id, title, cardIds });
  }
  const group = await api.post('/report-groups', { data: { name: `${opponent}, last games`, reportIds: reports.map((r) => r.id) } });
  expect(group.ok(), await group.text()).toBe(true);
  const { id: groupId } = (await group.json()) as { id: string };
  made.groups.push(groupId);
  await api.dispose();
  return { groupId, reports };
}

/** Today as the pages head a game ('Nov 23'): the reports were created just now. */
export const today = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(new Date());
