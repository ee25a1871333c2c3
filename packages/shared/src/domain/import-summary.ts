import { z } from 'zod';

/**
 * What a breakdown sheet's import read and what it could not, kept on the report so the coach sees it beside
 * the cards instead of in a downloadable log: how many plays the sheet held and how many cards got one, which
 * columns filled Scout's fields and which were kept as custom fields, each value not recognised with the cards
 * it is on, and the games the sheet holds. Bounded (see the MAX_ constants) so the report stays one small item.
 */

export const MAX_SUMMARY_COLUMNS = 60;
export const MAX_SUMMARY_VALUES = 25;
export const MAX_SUMMARY_CARDS_PER_VALUE = 15;
export const MAX_SUMMARY_NOTES = 10;
export const MAX_SUMMARY_GAMES = 20;

const shortText = z.string().max(300);

export const importSummaryCardSchema = z.object({ id: z.string().min(1), number: z.number().int().min(1) });
export type ImportSummaryCard = z.infer<typeof importSummaryCardSchema>;

export const importSummaryValueSchema = z.object({
  /** The sheet's header for the column ('RESULT'). */
  header: shortText,
  /** The text as the coach typed it ('Rush TD!'). */
  value: shortText,
  /** Why it was not read: not a known spelling of the field's values, or the rule it breaks. */
  reason: shortText,
  /** The cards the value is on, first ones (card numbers as the report shows them). */
  cards: z.array(importSummaryCardSchema).max(MAX_SUMMARY_CARDS_PER_VALUE),
  /** How many cards beyond those listed have it. */
  moreCards: z.number().int().min(0),
  /** Rows of the sheet no clip took that have it (the value is on no card there). */
  rowsWithoutCard: z.number().int().min(0),
});
export type ImportSummaryValue = z.infer<typeof importSummaryValueSchema>;

export const importSummarySchema = z.object({
  /** The import whose sheet this is: a later import of the same report replaces it. */
  importId: z.string().min(1),
  fileName: shortText,
  /** Data rows the sheet held (blank rows aside). */
  playsRead: z.number().int().min(0),
  cardsWithBreakdown: z.number().int().min(0),
  cardsTotal: z.number().int().min(0),
  matchedBy: z.enum(['play-number', 'order']),
  /** Columns that filled a breakdown field: the sheet's header and the field's name as a coach reads it. */
  columnsRecognised: z.array(z.object({ header: shortText, field: shortText })).max(MAX_SUMMARY_COLUMNS),
  /** Columns Scout has no field for (or a second column for a field already filled), kept as custom fields. */
  columnsKept: z.array(shortText).max(MAX_SUMMARY_COLUMNS),
  valuesNotRecognised: z.array(importSummaryValueSchema).max(MAX_SUMMARY_VALUES),
  /** How many more distinct values were not recognised than are listed. */
  moreValuesNotRecognised: z.number().int().min(0),
  /** The games the plays are from, in sheet order, with how many plays each. */
  games: z.array(z.object({ name: shortText, plays: z.number().int().min(0) })).max(MAX_SUMMARY_GAMES),
  /** 'column' when a GAME/OPPONENT column named them, 'play-numbers' when Scout named them from PLAY # restarting. */
  gamesFrom: z.enum(['column', 'play-numbers']).nullable(),
  /** Whole-sheet remarks: cards left without a row, rows no clip took, matched by order instead of PLAY #. */
  notes: z.array(z.string().max(1000)).max(MAX_SUMMARY_NOTES),
});
export type ImportSummary = z.infer<typeof importSummarySchema>;
