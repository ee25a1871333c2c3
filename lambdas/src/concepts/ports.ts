import type { ConceptType } from '@scout/shared/domain';
import type { Page, PageRequest } from '../core/page';

/** A concept as stored (its tagged cards are counted, not stored on it). */
export interface ConceptRecord {
  id: string;
  organizationId: string;
  name: string;
  conceptType: ConceptType;
  description: string;
  exampleCardId: string | null;
  createdAt: string;
  updatedAt: string;
  createdBy: string;
  version: number;
}

/** A card's tag with a concept, with where the card sits (its report and number). */
export interface ConceptTagRecord {
  conceptId: string;
  cardId: string;
  reportId: string;
  cardNumber: number;
  organizationId: string;
  taggedAt: string;
  taggedBy: string;
}

export interface ConceptStore {
  get(id: string): Promise<ConceptRecord | null>;
  /** An organisation's concepts in name order. */
  list(organizationId: string): Promise<ConceptRecord[]>;
  /** Claims the name, then writes the concept; a name its organisation already uses fails with ConflictError. */
  create(concept: ConceptRecord): Promise<void>;
  /** Writes the changes if the stored version is still `current.version` (ConflictError otherwise, or for a taken name). */
  update(
    current: ConceptRecord,
    changes: Partial<Pick<ConceptRecord, 'name' | 'conceptType' | 'description' | 'exampleCardId'>> & { updatedAt: string },
  ): Promise<ConceptRecord>;
  /** Deletes the concept, frees its name and takes its tag off every card. */
  delete(concept: ConceptRecord): Promise<void>;
  /** Tags a card; answers the tag as stored (the first one when the card already had it). */
  tag(tag: ConceptTagRecord): Promise<ConceptTagRecord>;
  /** A page of the concept's tags (report, then card number); a page token of another list is refused (ValidationError). */
  listTags(conceptId: string, page: PageRequest): Promise<Page<ConceptTagRecord>>;
  /** The concepts' ids a card is tagged with. */
  conceptsOfCard(cardId: string): Promise<string[]>;
  /** Takes the tag off the card (no tag: nothing happens). */
  untag(cardId: string, conceptId: string): Promise<void>;
  /** How many cards are tagged with the concept. */
  countTags(conceptId: string): Promise<number>;
}
