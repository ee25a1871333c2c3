import type { ProcessingStatus } from '@scout/shared/domain';
import { callApi } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { uploadRoutes } from '@scout/shared/api';

/** GET /reports/{id}/processing-status: clips done of total, the current step, any error. */
export function getProcessingStatus(reportId: string, signal?: AbortSignal): Promise<ProcessingStatus> {
  return callApi(uploadRoutes.getProcessingStatus, { params: { id: reportId }, signal });
}

/** The status, or null when the report is gone (deleted while it was processing). */
export async function findProcessingStatus(reportId: string, signal?: AbortSignal): Promise<ProcessingStatus | null> {
  try {
    return await getProcessingStatus(reportId, signal);
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}
