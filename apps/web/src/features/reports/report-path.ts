/** Second path segments under /reports/ that are pages, not a report id ('/reports/rollup', '/reports/shared/…'). */
const NOT_REPORT_IDS = new Set(['rollup', 'shared']);

/** The report id matched at /reports/{id}/…, or null when that segment names another page. */
export function reportIdInPath(reportId: string | undefined): string | null {
  return reportId && !NOT_REPORT_IDS.has(reportId) ? reportId : null;
}
