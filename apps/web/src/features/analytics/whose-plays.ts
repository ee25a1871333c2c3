import type { OpponentOffenseTag } from '@scout/shared/domain';
import { opponentTeamOf, whosePlaysLine, type Side, type SideCounts } from '@scout/shared/domain/tendencies';
import { sideLine } from './analytics-sides';

/**
 * Whose plays a page reads: the opponent (its abbreviation, else its name) and the tag of the rows holding its
 * offense in each report read (one for a report, one per report for a group: each report's plays were
 * oriented by its own tag before they reached the page).
 */
export interface WhosePlays {
  team: string | null;
  tags: readonly OpponentOffenseTag[];
}

/** The opponent a report names: its abbreviation, else its name (null: "The opponent"). */
export const opponentOf = opponentTeamOf;

/**
 * The line beside the side switch: "ASU's offense: the 23 plays tagged D"; for reports tagged differently
 * "ASU's offense: the 40 plays tagged O in scouting film, D in own games". Without `whose` (the demo game) the
 * plays as tagged ('Defense: 23 plays tagged D').
 */
export function whosePlaysText(side: Side, counts: SideCounts, whose: WhosePlays | null | undefined): string {
  if (!whose || whose.tags.length === 0) return sideLine(side, counts);
  const count = counts[side];
  const untagged = side === 'offense' && counts.untagged > 0 ? ` (${counts.untagged} of them without ODK)` : '';
  const [only, ...others] = [...new Set(whose.tags)];
  if (only !== undefined && others.length === 0) return `${whosePlaysLine({ team: whose.team, side, count, tag: only })}${untagged}`;
  if (side === 'special-teams') {
    const kicks = whosePlaysLine({ team: whose.team, side, count, tag: 'O' }).replace(/ \(.*\)$/, '');
    return `${kicks}, own games turned to their side`;
  }
  const [scouting, own] = side === 'offense' ? ['O', 'D'] : ['D', 'O'];
  const label = whosePlaysLine({ team: whose.team, side, count, tag: 'O' }).replace(/ tagged [OD]$/, '');
  return `${label} tagged ${scouting} in scouting film, ${own} in own games${untagged}`;
}
