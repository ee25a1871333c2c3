import { cardSchema, type Card } from '@scout/shared/domain';

/**
 * A fixed play for checking the printed card: every printed field filled, a long title and notes so the
 * layout's wrapping and clipping show, and no thumbnail (the placeholder shows).
 */
export const SAMPLE_CARD: Card = cardSchema.parse({
  id: 'sample-card',
  reportId: 'sample-report',
  organizationId: 'sample-organization',
  cardNumber: 12,
  title: 'Trips right, smash concept to the field',
  status: 'complete',
  version: 1,
  createdAt: '2026-09-12T19:00:00.000Z',
  updatedAt: '2026-09-12T19:00:00.000Z',
  breakdown: {
    odkm: 'O',
    quarter: 2,
    playNumber: 31,
    down: 3,
    distance: 7,
    hash: 'L',
    yardLine: -35,
    formation: 'TRIPS R',
    personnel: '11',
    playType: 'Pass',
    concept: 'SMASH',
    result: 'Complete',
    gainLoss: 9,
    notes:
      'Slot runs the corner, outside receiver sits at 6. QB looks to the corner first; the flat defender sank under it, so the hitch was open. Expect this again on 3rd & medium from the left hash.',
  },
});

/** The sample play numbered as the n-th card of a page, to fill a multi-card page. */
export function sampleCardNumbered(cardNumber: number): Card {
  return { ...SAMPLE_CARD, id: `sample-card-${cardNumber}`, cardNumber };
}
