import { isThumbnailImage, readBreakdown, type BreakdownField, type Card } from '@scout/shared/domain';
import { filterPlays, type BreakdownFilter } from '@scout/shared/domain/breakdown-filters';
import { clipMediaOf } from '../../entities/cards/card-clip';

/** A play's breakdown values, as the card holds them. */
export type FilmPlay = Record<BreakdownField, unknown>;

/** One play of the film: its card, its breakdown, and where its clip (and poster) can be fetched. */
export interface FilmClip {
  cardId: string;
  cardNumber: number;
  play: FilmPlay;
  clipUrl: string;
  posterUrl: string | null;
}

export interface FilmLibrary {
  /** Every card with a playable clip, in card order: what the filters choose from. */
  clips: FilmClip[];
  /** Cards left out because they have no playable clip (none uploaded, still processing, or failed). */
  withoutClip: number;
}

/** The report's cards as film: those with a playable clip, in card-number order. */
export function filmLibrary(cards: readonly Card[]): FilmLibrary {
  const clips: FilmClip[] = [];
  for (const card of [...cards].sort((a, b) => a.cardNumber - b.cardNumber)) {
    const clip = clipMediaOf(card.media);
    if (!clip?.url) continue;
    const poster = card.media.find((media) => media.url && isThumbnailImage(media));
    clips.push({
      cardId: card.id,
      cardNumber: card.cardNumber,
      play: readBreakdown(card),
      clipUrl: clip.url,
      posterUrl: poster?.url ?? null,
    });
  }
  return { clips, withoutClip: cards.length - clips.length };
}

/**
 * The clips a filter keeps, in card order: the playlist. A play list (card numbers, as an analytics cell hands
 * over) narrows it further when not empty.
 */
export function playlistOf(clips: readonly FilmClip[], filter: BreakdownFilter, playList: readonly number[] = []): FilmClip[] {
  const listed = playList.length > 0 ? new Set(playList) : null;
  const kept = new Set(
    filterPlays(
      clips.map((clip) => ({ ...clip.play, cardId: clip.cardId })),
      filter,
    ).map((play) => play.cardId),
  );
  return clips.filter((clip) => kept.has(clip.cardId) && (listed === null || listed.has(clip.cardNumber)));
}

/**
 * The position of the clip being watched: the chosen card while the playlist still holds it, else the first
 * clip (-1 for an empty playlist).
 */
export function currentIndexOf(playlist: readonly FilmClip[], chosenCardId: string | null): number {
  if (playlist.length === 0) return -1;
  const index = chosenCardId === null ? -1 : playlist.findIndex((clip) => clip.cardId === chosenCardId);
  return index === -1 ? 0 : index;
}

/** One clip on or back from `index`; null past either end (the film stops there rather than wrapping). */
export function stepIndex(index: number, step: 1 | -1, length: number): number | null {
  const next = index + step;
  return next >= 0 && next < length ? next : null;
}

/** What one of the two players holds: a clip (by card) and the address it was given. */
export interface PlayerSlot {
  cardId: string;
  url: string;
}

/**
 * The two players: the one on show plays the current clip, the other (hidden) has the next clip loaded, so
 * the switch at the end of a clip is a swap rather than a fresh fetch. Nothing else is ever loaded.
 */
export interface PlayerSlots {
  slots: readonly [PlayerSlot | null, PlayerSlot | null];
  active: 0 | 1;
}

export const NO_SLOTS: PlayerSlots = { slots: [null, null], active: 0 };

function sameSlot(a: PlayerSlot | null, b: PlayerSlot | null): boolean {
  return a?.cardId === b?.cardId;
}

function slotOf(clip: FilmClip | null): PlayerSlot | null {
  return clip ? { cardId: clip.cardId, url: clip.clipUrl } : null;
}

/**
 * The players for a current and next clip, changing as little as possible from `previous`: the player that
 * already holds the current clip shows it (the hidden one after a clip ends or on 'next'), and only the other
 * player is given a new clip. A player keeps the address it was given while its clip stays, so refreshed
 * viewing URLs never restart a clip. Returns `previous` itself when nothing changes.
 */
export function assignSlots(previous: PlayerSlots, current: FilmClip | null, next: FilmClip | null): PlayerSlots {
  const want = slotOf(current);
  const other = (previous.active === 0 ? 1 : 0) as 0 | 1;
  let active = previous.active;
  if (want !== null && !sameSlot(previous.slots[previous.active], want) && sameSlot(previous.slots[other], want)) active = other;
  const hidden = (active === 0 ? 1 : 0) as 0 | 1;
  const slots: [PlayerSlot | null, PlayerSlot | null] = [previous.slots[0], previous.slots[1]];
  if (!sameSlot(slots[active], want)) slots[active] = want;
  const nextSlot = slotOf(next);
  if (!sameSlot(slots[hidden], nextSlot)) slots[hidden] = nextSlot;
  if (active === previous.active && slots[0] === previous.slots[0] && slots[1] === previous.slots[1]) return previous;
  return { slots, active };
}
