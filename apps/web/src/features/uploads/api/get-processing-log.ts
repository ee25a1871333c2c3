import { formatProcessingLog, type ProcessingLogEntry } from '@scout/shared/domain';
import { callApi } from '../../../lib/api-client';
import { downloadText } from '../../../lib/download-file';
import { uploadRoutes } from '@scout/shared/api';

/** GET /reports/{id}/processing-log: what processing found, skipped and failed (oldest first). */
export async function getProcessingLog(reportId: string, signal?: AbortSignal): Promise<ProcessingLogEntry[]> {
  const result = await callApi(uploadRoutes.getProcessingLog, { params: { id: reportId }, signal });
  return result.entries;
}

/** 'scout-processing-log-{reportId}.txt', with anything a file name cannot hold replaced. */
export function processingLogFileName(reportId: string): string {
  return `scout-processing-log-${reportId.replace(/[^A-Za-z0-9._-]/g, '-')}.txt`;
}

/** The dashboard's 'Download processing log': the log as a text file, 'scout-processing-log-{reportId}.txt'. */
export async function downloadProcessingLog(reportId: string): Promise<void> {
  const entries = await getProcessingLog(reportId);
  downloadText(formatProcessingLog(reportId, entries), processingLogFileName(reportId));
}
