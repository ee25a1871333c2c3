import type { Card, ImportStatus, Report } from '@scout/shared/domain';
import { NotFoundError } from '../core/errors';
import { logger } from '../core/logger';
import type { LiveEventPublisher } from './ports';
import type { CardStore, ClipTally, ImportStore, ReportChanges, ReportStore } from '../ports';

/**
 * The stores every writer of reports and cards goes through (the API's use cases and the processing jobs),
 * wrapped so each change they write is published to the browsers watching it. The event goes out after the
 * write succeeded; a failed publish is logged by the publisher and never fails the write.
 */

type ReportField = keyof Report;

/** The report's fields a change wrote, as the contract names them. */
function changedFields(changes: ReportChanges): ReportField[] {
  return Object.keys(changes).filter((field) => field !== 'updatedAt') as ReportField[];
}

function reportUpdated(report: Report, changed: ReportField[], at: Date) {
  return {
    type: 'report.updated' as const,
    reportId: report.id,
    organizationId: report.organizationId,
    changed: changed.length > 0 ? changed : (['updatedAt'] as ReportField[]),
    status: report.status,
    cardsCount: report.cardsCount,
    version: report.version,
    at: at.toISOString(),
  };
}

export function publishingReportStore<S extends ReportStore>(store: S, events: LiveEventPublisher, now: () => Date = () => new Date()): S {
  return {
    ...store,
    async update(id, expectedVersion, changes) {
      const updated = await store.update(id, expectedVersion, changes);
      await events.publish(reportUpdated(updated, changedFields(changes), now()));
      return updated;
    },
    async adjustCardCounts(id, delta) {
      const report = await store.adjustCardCounts(id, delta);
      if (report) await events.publish(reportUpdated(report, ['cardsCount', 'completionPercentage'], now()));
      return report;
    },
    async delete(id) {
      const report = await store.get(id);
      await store.delete(id);
      if (report) {
        await events.publish({ type: 'report.deleted', reportId: id, organizationId: report.organizationId, at: now().toISOString() });
      }
    },
  };
}

function statusChanged(card: Card, at: Date) {
  return {
    type: 'card.status_changed' as const,
    reportId: card.reportId,
    cardId: card.id,
    organizationId: card.organizationId,
    status: card.status,
    clipStatus: card.clipStatus ?? null,
    version: card.version,
    at: at.toISOString(),
  };
}

/** Publishes a card's status moves, and its clip becoming playable or failing (the grid's status cells). */
export function publishingCardStore<S extends CardStore>(store: S, events: LiveEventPublisher, now: () => Date = () => new Date()): S {
  return {
    ...store,
    async update(cardId, expectedVersion, changes) {
      const updated = await store.update(cardId, expectedVersion, changes);
      if ('status' in changes || 'clipStatus' in changes) await events.publish(statusChanged(updated, now()));
      return updated;
    },
  };
}

/**
 * Publishes a film import's progress: each clip done or failed, and each move of the import's phase (queued,
 * indexing, processing, finishing, completed, failed) as it is mirrored onto the report.
 */
export function publishingImportStore<S extends ImportStore>(store: S, events: LiveEventPublisher, now: () => Date = () => new Date()): S {
  async function publishProgress(reportId: string, counts: ClipTally, phase: ImportStatus = counts.phase) {
    await events.publish({
      type: 'processing.progress',
      reportId,
      organizationId: counts.organizationId,
      phase,
      // The store counts a failed clip as done too; the event tells the two apart.
      clipsDone: counts.done - counts.failed,
      clipsFailed: counts.failed,
      clipsTotal: Math.max(counts.total, counts.done),
      at: now().toISOString(),
    });
  }
  return {
    ...store,
    async recordClipDone(reportId, importId, cardNumber, outcome) {
      // The counter update returns the whole import: no read to learn its organisation and phase.
      const tally = await store.recordClipDone(reportId, importId, cardNumber, outcome);
      await publishProgress(reportId, tally);
      return tally;
    },
    async setReportImport(reportId, state) {
      await store.setReportImport(reportId, state);
      // A phase move (a few per import) reads the import once for its counts. The phase is written by now: a
      // failed read loses the event, as a failed post does, and never fails the write.
      const counts = await store.tally(reportId, state.importId).catch((error: unknown) => {
        if (!(error instanceof NotFoundError))
          logger.warn('A live event was not published', { type: 'processing.progress', error: String(error) });
        return null;
      });
      if (counts) await publishProgress(reportId, counts, state.status);
    },
  };
}
