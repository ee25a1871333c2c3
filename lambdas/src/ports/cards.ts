import type { Card, CardActivity } from '@scout/shared/domain';

export type CardChanges = Partial<
  Pick<
    Card,
    'title' | 'content' | 'status' | 'breakdown' | 'updatedBy' | 'updatedAt' | 'media' | 'clipStatus' | 'clipError' | 'durationSeconds'
  >
>;

export interface CardPage {
  cards: Card[];
  /** Opaque; pass back to get the next page. */
  nextKey: string | null;
}

export interface CardStore {
  get(cardId: string): Promise<Card | null>;
  /** The report's card with this number (numbers are never reused). */
  getByNumber(reportId: string, cardNumber: number): Promise<Card | null>;
  /** In card-number order. */
  listByReport(reportId: string, options: { limit: number; startKey?: string }): Promise<CardPage>;
  /** Fails with ConflictError if a card with this id exists. */
  create(card: Card): Promise<void>;
  /** Conditional on the version; ConflictError when stale, NotFoundError when gone. */
  update(cardId: string, expectedVersion: number, changes: CardChanges): Promise<Card>;
  /** Deletes the card and its activity. */
  delete(cardId: string): Promise<void>;
}

export interface ActivityStore {
  append(activity: CardActivity): Promise<void>;
  /** Newest first. */
  list(cardId: string): Promise<CardActivity[]>;
}
