import { callLine, formatDownAndDistance, formatGainLoss, formatSignedYardLine } from '@scout/shared/domain';
import { sideOfPlay } from '@scout/shared/domain/tendencies';
import type { FilmClip, FilmPlay } from './playlist';

function textOf(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

function numberOf(value: unknown): number | null {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  return null;
}

/** A kick, a return or a try (by play type, or ODK K): its kick data is what a coach reads. */
export function isKickPlay(play: FilmPlay): boolean {
  return sideOfPlay(play.odkm, play.playType) === 'special-teams';
}

/** The play's result as tagged (RESULT, else the older result field). */
function resultOf(play: FilmPlay): string | null {
  return textOf(play.result) ?? textOf(play.playResult);
}

/** 'Run · Rush', 'Pass · Incomplete', 'Punt · Return': the play type and its result, null when neither is tagged. */
export function playTypeAndResult(play: FilmPlay): string | null {
  const parts = [textOf(play.playType), resultOf(play)].filter((part): part is string => part !== null);
  return parts.length ? parts.join(' · ') : null;
}

export interface PlayFact {
  label: string;
  value: string;
}

/**
 * The facts of a play the film room shows beside the clip, '—' where the breakdown is empty: play type and
 * result near the top; a kick's type, yards, hang time and return instead of down, formation and call.
 */
export function playFacts(clip: FilmClip): PlayFact[] {
  const play = clip.play;
  const common: [string, string | null][] = [
    ['#', textOf(play.playNumber) ?? String(clip.cardNumber)],
    ['ODK', textOf(play.odkm)],
    ['Play type', textOf(play.playType)],
    ['Result', resultOf(play)],
  ];
  const hang = numberOf(play.hangTime);
  const specific: [string, string | null][] = isKickPlay(play)
    ? [
        ['Kick type', textOf(play.kickType)],
        ['Kick yards', textOf(play.kickYards)],
        ['Hang time', hang === null ? null : `${hang.toFixed(1)} s`],
        ['Return yards', textOf(play.returnYards)],
        ['Yard line', formatSignedYardLine(play.yardLine)],
        ['Hash', textOf(play.hash)],
      ]
    : [
        ['Down & distance', formatDownAndDistance(play.down, play.distance)],
        ['Hash', textOf(play.hash)],
        ['Yard line', formatSignedYardLine(play.yardLine)],
        ['Formation', textOf(play.formation)],
        ['Play', callLine(play)],
        ['Gain', formatGainLoss(play.gainLoss)],
      ];
  return [...common, ...specific].map(([label, value]) => ({ label, value: value ?? '—' }));
}

/**
 * A play in the playlist, in one line: down & distance, play type and result, formation and call; a kick's
 * type and how it went ('Punt · Rugby · 42 yds · 4.3 s hang · 8 ret · Return'). 'No breakdown yet' only when
 * nothing at all is tagged.
 */
export function playLine(clip: FilmClip): string {
  const play = clip.play;
  const parts = isKickPlay(play)
    ? [callLine(play) ?? textOf(play.playType) ?? 'Kick', resultOf(play)]
    : [formatDownAndDistance(play.down, play.distance), playTypeAndResult(play), textOf(play.formation), callLine(play)];
  const line = parts.filter((part): part is string => part !== null).join(' · ');
  return line === '' ? 'No breakdown yet' : line;
}
