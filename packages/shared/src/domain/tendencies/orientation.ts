import type { OpponentOffenseTag } from '../report';
import { KICKING_PLAY_TYPES, type Side } from './sides';

/**
 * Whose plays are the opponent's. A Hudl sheet's O/D/K is the tagging team's view: scouting film tagged from
 * the opponent's side has their offense on the O rows (tag 'O'); a coach's own game against them has it on the
 * D rows (tag 'D'). Every reader of a report's plays orients them first, so the opponent's offense is side
 * 'offense' and its defense side 'defense' whichever way the film was tagged. Kept apart from the engine so the
 * report page and the upload page can count sides without loading the tables.
 */

/** A kick's play type seen from the other team: the kicking team's kickoff is the receiving team's return. */
const OTHER_TEAMS_KICK: Readonly<Record<string, string>> = {
  ko: 'KO Rec',
  'ko rec': 'KO',
  punt: 'Punt Rec',
  'punt rec': 'Punt',
  fg: 'FG Block',
  'fg block': 'FG',
  'extra pt.': 'Extra Pt. Block',
  'extra pt. block': 'Extra Pt.',
  '2 pt.': '2 Pt. Block',
  '2 pt. block': '2 Pt.',
};

/** The ODK mark of the other team's view: O ↔ D; K, S, blanks and anything else as they are. */
export function otherTeamsOdk(odk: unknown): unknown {
  if (typeof odk !== 'string') return odk;
  const mark = odk.trim().toUpperCase();
  if (mark === 'O') return 'D';
  if (mark === 'D') return 'O';
  return odk;
}

/** A kicking play type from the other team's view (Punt ↔ Punt Rec …); any other value as it is. */
export function otherTeamsPlayType(playType: unknown): unknown {
  if (typeof playType !== 'string') return playType;
  const key = playType.trim().toLowerCase();
  return KICKING_PLAY_TYPES.has(key) ? (OTHER_TEAMS_KICK[key] ?? playType) : playType;
}

/** A play as the engine's inputs carry it: its breakdown, ODK as `odkm`. */
export interface OrientablePlay {
  breakdown: { odkm?: unknown; playType?: unknown };
}

/**
 * The plays seen from the opponent's side: with tag 'D' each play's ODK O ↔ D and each kick's play type turned
 * to the other team's (Punt ↔ Punt Rec, KO ↔ KO Rec, FG ↔ FG Block, tries ↔ their blocks), so the kicking game
 * reads as the opponent's too; K, S and blank ODK stay. With tag 'O' the plays as they are. Pure: returns new
 * plays (copies of those it changes), never mutates.
 */
export function orientPlays<T extends OrientablePlay>(plays: readonly T[], tag: OpponentOffenseTag): T[] {
  if (tag === 'O') return [...plays];
  return plays.map((play) => {
    const odkm = otherTeamsOdk(play.breakdown.odkm);
    const playType = otherTeamsPlayType(play.breakdown.playType);
    if (odkm === play.breakdown.odkm && playType === play.breakdown.playType) return play;
    return { ...play, breakdown: { ...play.breakdown, odkm, playType } };
  });
}

/** How many rows a breakdown tags O, D and K (as tagged, before orientation); S, blanks and others as `other`. */
export interface OdkCounts {
  O: number;
  D: number;
  K: number;
  other: number;
}

export function countOdk(values: readonly unknown[]): OdkCounts {
  const counts: OdkCounts = { O: 0, D: 0, K: 0, other: 0 };
  for (const value of values) {
    const mark = typeof value === 'string' ? value.trim().toUpperCase() : '';
    if (mark === 'O' || mark === 'D' || mark === 'K') counts[mark] += 1;
    else counts.other += 1;
  }
  return counts;
}

/** "48 plays tagged O · 52 tagged D · 12 tagged K" (and "3 other" for S and blank rows, when there are any). */
export function odkCountsText(counts: OdkCounts): string {
  const other = counts.other > 0 ? ` · ${counts.other} other` : '';
  return `${counts.O} ${counts.O === 1 ? 'play' : 'plays'} tagged O · ${counts.D} tagged D · ${counts.K} tagged K${other}`;
}

/** The tag of the rows holding the opponent's defense: the other of O and D. */
export function opponentDefenseTag(tag: OpponentOffenseTag): OpponentOffenseTag {
  return tag === 'O' ? 'D' : 'O';
}

/** The opponent as a report names it: its abbreviation, else its name (null when neither is given). */
export function opponentTeamOf(report: { opponentAbbreviation?: string | null; opponentName?: string | null }): string | null {
  return report.opponentAbbreviation?.trim() || report.opponentName?.trim() || null;
}

/** "ASU's", "Central Tigers'", "The opponent's" (no name given). */
export function possessive(team: string | null | undefined): string {
  const name = team?.trim();
  if (!name) return "The opponent's";
  return /s$/i.test(name) && name !== name.toUpperCase() ? `${name}'` : `${name}'s`;
}

export interface WhosePlaysLineInput {
  /** The opponent as the report names it: its abbreviation, else its name. */
  team: string | null | undefined;
  side: Side;
  /** How many plays the view reads (of that side, after orientation). */
  count: number;
  tag: OpponentOffenseTag;
}

const plays = (count: number) => (count === 1 ? '1 play' : `${count} plays`);

/**
 * Which plays a view reads, in a coach's words: "ASU's offense: the 23 plays tagged D", "ASU's defense: the 31
 * plays tagged O", "ASU's kicking game: the 12 kicks and returns (tagged K or by play type)"; an own game's
 * kicks are turned to the opponent's side, which the line says ("your punt is their punt return").
 */
export function whosePlaysLine({ team, side, count, tag }: WhosePlaysLineInput): string {
  const whose = possessive(team);
  if (side === 'special-teams') {
    const kicks = count === 1 ? 'the 1 kick or return' : `the ${count} kicks and returns`;
    return tag === 'D'
      ? `${whose} kicking game: ${kicks}, turned to their side (your punt is their punt return)`
      : `${whose} kicking game: ${kicks} (tagged K or by play type)`;
  }
  const rows = side === 'offense' ? tag : opponentDefenseTag(tag);
  const label = side === 'offense' ? 'offense' : 'defense';
  return count === 0 ? `${whose} ${label}: no plays tagged ${rows}` : `${whose} ${label}: the ${plays(count)} tagged ${rows}`;
}

/** The choice in plain words, as the upload page and the report page offer it. */
export const OPPONENT_OFFENSE_TAG_CHOICES: Readonly<Record<OpponentOffenseTag, string>> = {
  O: "In this breakdown the opponent's offense is tagged O (scouting film)",
  D: "In this breakdown the opponent's offense is tagged D (our game against them)",
};
