import type { Caller } from '../core/caller';
import { getReport } from './get-report';
import type { ReportStore } from '../ports';

export async function recordReportView(store: ReportStore, caller: Caller, id: string, now = new Date()) {
  await getReport(store, caller, id);
  return store.recordView(id, now.toISOString());
}
