/**
 * How the report list's search reads words: opponent name, title and opponent abbreviation are cut into
 * words of letters and digits, compared without case or accents ('Éclair' is 'eclair'); a search word
 * matches a report word that starts with it, and a search of several words matches a report that has every
 * one of them. The server keeps an index of these words; the same rule decides what the index holds and what
 * a search asks.
 */

/** The shortest search: a word this long is needed to read the index (shorter words only narrow). */
export const MIN_SEARCH_WORD = 2;
/** The longest search text. */
export const MAX_SEARCH_LENGTH = 100;
/** The most words a search may hold. */
export const MAX_SEARCH_WORDS = 8;

/** The text's words, lower case, accents removed, each once, in order of first appearance. */
export function searchWords(text: string): string[] {
  const words = text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);
  return [...new Set(words)];
}

/** A report's searchable words: its opponent name, title and opponent abbreviation. */
export function reportSearchWords(report: {
  opponentName?: string | null;
  title?: string | null;
  opponentAbbreviation?: string | null;
}): string[] {
  return searchWords([report.opponentName, report.title, report.opponentAbbreviation].filter(Boolean).join(' '));
}

/** The words the index keeps for a report: those long enough for a search to read the index by. */
export function indexedWords(words: readonly string[]): string[] {
  return words.filter((word) => word.length >= MIN_SEARCH_WORD);
}

/**
 * The search word the index is read by: the longest (the most selective), or null when no word is long
 * enough.
 */
export function leadingSearchWord(words: readonly string[]): string | null {
  const longest = words.reduce<string | null>((best, word) => (best === null || word.length > best.length ? word : best), null);
  return longest !== null && longest.length >= MIN_SEARCH_WORD ? longest : null;
}

/** Whether a report with `reportWords` matches every search word (each the start of one of its words). */
export function matchesSearch(reportWords: readonly string[], search: readonly string[]): boolean {
  return search.every((term) => reportWords.some((word) => word.startsWith(term)));
}

/** The refusal of a search without a word long enough to read the index by. */
export const SEARCH_TOO_SHORT = `Search needs a word of at least ${MIN_SEARCH_WORD} letters or digits`;
