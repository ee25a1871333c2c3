import { useEffect, useRef } from 'react';
import { callApi } from '../../../lib/api-client';
import { logger } from '../../../lib/logger';
import { reportOwnRoutes } from '@scout/shared/api';

/** POST /reports/{id}/view; a failure is only logged: view tracking never shows an error. */
export async function recordReportView(id: string): Promise<void> {
  try {
    await callApi(reportOwnRoutes.recordReportView, { params: { id } });
  } catch (error) {
    logger.debug('reports', `Could not record the view of report ${id}`, error instanceof Error ? error.message : error);
  }
}

/** Records one view per report opened (the ref survives StrictMode's second effect run). */
export function useRecordReportView(id: string): void {
  const recorded = useRef<string | null>(null);
  useEffect(() => {
    if (recorded.current === id) return;
    recorded.current = id;
    void recordReportView(id);
  }, [id]);
}
