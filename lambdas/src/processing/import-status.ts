import type { ImportStatus } from '@scout/shared/domain';

interface StatusRule {
  /** What the status tells the people watching the import. */
  means: string;
  /** The statuses a write may move it to. Staying put is listed where a redelivered job runs the step again. */
  to: readonly ImportStatus[];
}

/**
 * The life of one import of an uploaded ZIP, declared once: every status write goes through `movesInto`, a
 * conditional write that succeeds only from a status listed here, so two workers (or a redelivered job)
 * never move an import backwards or out of a finished state. A new upload starts a new import.
 */
export const IMPORT_STATUS_RULES: Readonly<Record<ImportStatus, StatusRule>> = {
  queued: { means: 'Uploaded; the index job waits for a worker.', to: ['indexing', 'failed'] },
  indexing: { means: 'The index job reads the ZIP and makes a card per clip.', to: ['indexing', 'processing', 'failed'] },
  processing: { means: "Clip jobs cut each card's clip; the finish job follows the last.", to: ['processing', 'finishing', 'failed'] },
  finishing: { means: 'The finish job imports the breakdown sheet onto the cards.', to: ['finishing', 'completed', 'failed'] },
  completed: { means: 'Done: the cards are ready (a few clips may have failed).', to: [] },
  failed: { means: 'Given up; the report shows why.', to: [] },
};

const STATUSES = Object.keys(IMPORT_STATUS_RULES) as ImportStatus[];

/** The statuses an import may be in for a write to move it to `next` (the `from` of the conditional write). */
export function movesInto(next: ImportStatus): readonly ImportStatus[] {
  return STATUSES.filter((status) => IMPORT_STATUS_RULES[status].to.includes(next));
}

/** Completed or failed: nothing moves it any more, and jobs that arrive for it do nothing. */
export function isFinished(status: ImportStatus): boolean {
  return IMPORT_STATUS_RULES[status].to.length === 0;
}
