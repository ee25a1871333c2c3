import type { Card, Media } from '@scout/shared/domain';
import { EMPTY_BREAKDOWN_FILTER } from '@scout/shared/domain/breakdown-filters';
import { describe, expect, it } from 'vitest';
import { assignSlots, currentIndexOf, filmLibrary, NO_SLOTS, playlistOf, stepIndex, type FilmClip } from './playlist';

function media(overrides: Partial<Media>): Media {
  return { mediaId: 'm', s3Key: 'k', mediaType: 'video', mimeType: 'video/mp4', url: 'https://s3/clip.mp4', ...overrides };
}

function card(cardNumber: number, overrides: Partial<Card> = {}): Card {
  return {
    id: `card-${cardNumber}`,
    reportId: 'r1',
    organizationId: 'org',
    cardNumber,
    title: `Play ${cardNumber}`,
    content: '{}',
    status: 'pending',
    breakdown: {},
    media: [
      media({ mediaId: `v${cardNumber}`, url: `https://s3/${cardNumber}.mp4` }),
      media({ mediaId: `i${cardNumber}`, mediaType: 'image', mimeType: 'image/jpeg', url: `https://s3/${cardNumber}.jpg` }),
    ],
    version: 1,
    createdAt: '2026-01-01T00:00:00Z',
    updatedAt: '2026-01-01T00:00:00Z',
    ...overrides,
  };
}

function clip(n: number, url = `https://s3/${n}.mp4`): FilmClip {
  return { cardId: `card-${n}`, cardNumber: n, play: {} as FilmClip['play'], clipUrl: url, posterUrl: null };
}

describe('the film library', () => {
  it('keeps the cards with a playable clip in card order and counts the rest', () => {
    // Prepare: card 3 still processing, card 4 with only a picture, card 2 listed before card 1.
    const cards = [
      card(2),
      card(1),
      card(3, { clipStatus: 'queued', media: [] }),
      card(4, { media: [media({ mediaType: 'image', mimeType: 'image/jpeg', url: 'https://s3/4.jpg' })] }),
    ];

    // Act
    const library = filmLibrary(cards);

    // Assess
    expect(library.clips.map((c) => c.cardNumber)).toEqual([1, 2]);
    expect(library.clips[0]).toMatchObject({ clipUrl: 'https://s3/1.mp4', posterUrl: 'https://s3/1.jpg' });
    expect(library.withoutClip).toBe(2);
  });

  it('leaves out a clip without a viewing URL', () => {
    const library = filmLibrary([card(1, { media: [media({ url: null })] })]);
    expect(library.clips).toEqual([]);
    expect(library.withoutClip).toBe(1);
  });

  it('builds the playlist from the breakdown filter, in card order', () => {
    const cards = [
      card(1, { breakdown: { down: 1, distance: 10, hash: 'L' } }),
      card(2, { breakdown: { down: 3, distance: 5, hash: 'L' } }),
      card(3, { breakdown: { down: 3, distance: 5, hash: 'R' } }),
      card(4, { breakdown: { down: 3, distance: 6, hash: 'L' } }),
    ];
    const { clips } = filmLibrary(cards);

    const thirdAndMediumFromTheLeft = playlistOf(clips, {
      ...EMPTY_BREAKDOWN_FILTER,
      downs: [3],
      distanceBuckets: ['medium'],
      hashes: ['L'],
    });

    expect(thirdAndMediumFromTheLeft.map((c) => c.cardNumber)).toEqual([2, 4]);
    expect(playlistOf(clips, EMPTY_BREAKDOWN_FILTER)).toHaveLength(4);
  });

  it('narrows to a play list of card numbers on top of the filters, in card order', () => {
    const clips = [clip(1), clip(2), clip(3), clip(4)];
    expect(playlistOf(clips, EMPTY_BREAKDOWN_FILTER, [4, 2, 9]).map((c) => c.cardNumber)).toEqual([2, 4]);
    expect(playlistOf(clips, EMPTY_BREAKDOWN_FILTER, [])).toHaveLength(4);
  });
});

describe('stepping through the playlist', () => {
  it('stays on the chosen clip while the playlist holds it, else starts at the first', () => {
    const playlist = [clip(1), clip(2), clip(3)];
    expect(currentIndexOf(playlist, 'card-2')).toBe(1);
    expect(currentIndexOf(playlist, 'card-9')).toBe(0);
    expect(currentIndexOf(playlist, null)).toBe(0);
    expect(currentIndexOf([], 'card-1')).toBe(-1);
  });

  it('goes one clip on or back and stops at either end', () => {
    expect(stepIndex(0, 1, 3)).toBe(1);
    expect(stepIndex(2, 1, 3)).toBeNull();
    expect(stepIndex(1, -1, 3)).toBe(0);
    expect(stepIndex(0, -1, 3)).toBeNull();
  });
});

describe('the two players', () => {
  it('loads the current clip on show and the next one hidden', () => {
    const slots = assignSlots(NO_SLOTS, clip(1), clip(2));
    expect(slots.active).toBe(0);
    expect(slots.slots.map((s) => s?.cardId)).toEqual(['card-1', 'card-2']);
  });

  it('swaps to the hidden player when the next clip comes on, and loads only the one after it', () => {
    const first = assignSlots(NO_SLOTS, clip(1), clip(2));
    const second = assignSlots(first, clip(2), clip(3));
    expect(second.active).toBe(1);
    expect(second.slots.map((s) => s?.cardId)).toEqual(['card-3', 'card-2']);
  });

  it('loads a clip jumped to in the player on show, keeping one hidden for the next', () => {
    const first = assignSlots(NO_SLOTS, clip(1), clip(2));
    const jumped = assignSlots(first, clip(7), clip(8));
    expect(jumped.active).toBe(0);
    expect(jumped.slots.map((s) => s?.cardId)).toEqual(['card-7', 'card-8']);
  });

  it('empties the hidden player on the last clip', () => {
    const last = assignSlots(assignSlots(NO_SLOTS, clip(2), clip(3)), clip(3), null);
    expect(last.slots[last.active]?.cardId).toBe('card-3');
    expect(last.slots[last.active === 0 ? 1 : 0]).toBeNull();
  });

  it('keeps the address a player was given when the viewing URLs are refreshed', () => {
    const first = assignSlots(NO_SLOTS, clip(1), clip(2));
    const refreshed = assignSlots(first, clip(1, 'https://s3/1.mp4?new'), clip(2, 'https://s3/2.mp4?new'));
    expect(refreshed).toBe(first);
    expect(refreshed.slots[0]?.url).toBe('https://s3/1.mp4');
  });
});
