import type { Concept } from '@scout/shared/api';
import { CONCEPT_TYPE_LABELS, type ConceptType } from '@scout/shared/domain';
import { exactChoice, type ChoiceOption } from './grid-cell-values';

/**
 * The breakdown grid's concept column (OFF PLAY) and the organisation's concepts library: the column offers
 * the library's names, a value that names a library concept tags the card with it, and a new name can be
 * added to the library from the cell.
 */

/** The library's concepts as the column's options: the name, with the concept type as the hint. */
export function conceptChoices(concepts: readonly Concept[]): ChoiceOption<string>[] {
  return [...concepts]
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((concept) => ({ value: concept.name, label: concept.name, hint: CONCEPT_TYPE_LABELS[concept.conceptType] }));
}

/** The option at the end of the column's list that adds the typed name to the library (null: nothing to add). */
export function createConceptChoice(text: string, library: readonly ChoiceOption[]): ChoiceOption<string> | null {
  const name = text.trim();
  if (!name || exactChoice(library, name)) return null;
  return { value: `+${name}`, label: name, hint: 'Add to the concepts library', create: true };
}

/** The library concept a cell's value names (case, spaces and punctuation aside), or null. */
export function libraryConceptNamed(concepts: readonly Concept[], value: unknown): Concept | null {
  if (typeof value !== 'string' || !value.trim()) return null;
  const match = exactChoice(conceptChoices(concepts), value);
  return match ? (concepts.find((concept) => concept.name === match.value) ?? null) : null;
}

/** A concept added from a play's row is filed under the play's type when it says run or pass, else Other. */
export function conceptTypeForPlay(playType: unknown): ConceptType {
  if (playType === 'Run') return 'run';
  if (playType === 'Pass') return 'pass';
  return 'other';
}

export interface ConceptTagChange {
  tag: Concept | null;
  untag: Concept | null;
}

/**
 * Which library tags follow a change of the cell from `before` to `after`: the concept the new value names is
 * tagged, and the one the old value named is taken off (other tags, e.g. a coverage tagged on the card page,
 * stay).
 */
export function conceptTagChange(concepts: readonly Concept[], before: unknown, after: unknown): ConceptTagChange {
  const was = libraryConceptNamed(concepts, before);
  const now = libraryConceptNamed(concepts, after);
  return { tag: now, untag: was && was.id !== now?.id ? was : null };
}
