import { IMPORT_STATUSES, type ImportStatus } from '@scout/shared/domain';
import { inProcessDeps } from '../composition/in-process-processing';
import { isFinished } from '../processing/import-status';

function isUnfinished(status: string | null | undefined): boolean {
  return IMPORT_STATUSES.includes(status as ImportStatus) && !isFinished(status as ImportStatus);
}

/**
 * The in-process queue forgets its jobs when the process stops; SQS does not. When the local stack starts it
 * queues again what a stop interrupted: the index job of every unfinished import (it finds its cards and
 * queues their clip jobs again; clips already done count once), or the finish job of one that was finishing.
 * Returns how many imports were resumed.
 */
export async function resumeUnfinishedImports(): Promise<number> {
  const deps = inProcessDeps();
  let resumed = 0;
  for (const report of await deps.reports.listAll()) {
    if (!report.importId || !isUnfinished(report.hudlImportStatus)) continue;
    const type = report.hudlImportStatus === 'finishing' ? 'finish' : 'index';
    await deps.queue.send([{ type, reportId: report.id, importId: report.importId }]);
    resumed++;
  }
  return resumed;
}
