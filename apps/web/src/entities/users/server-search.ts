import { indexSearchWords, searchWords } from '@scout/shared/domain';
import { useDebouncedValue } from '../../lib/use-debounced-value';

/**
 * What a typed search sends: the text once typing pauses, or '' (everyone by name) while it holds no word of
 * two letters or digits, which the server needs to read its index by (`tooShort` says so).
 */
export function useServerSearch(text: string): { q: string; tooShort: boolean } {
  const typed = useDebouncedValue(text.trim(), 300);
  const searchable = indexSearchWords(searchWords(typed)).length > 0;
  return { q: searchable ? typed : '', tooShort: typed !== '' && !searchable };
}
