import { can } from '@scout/shared/permissions';
import {
  reportCardCountQueryOptions,
  reportCardsQueryOptions,
  reportCardThumbnailsQueryOptions,
} from '../entities/cards/list-report-cards';
import { conceptsQueryOptions } from '../entities/concepts/list-concepts';
import { metricRulesQueryOptions } from '../entities/organizations/get-metric-rules';
import { reportQueryOptions } from '../entities/reports/get-report';
import { sessionPrincipal } from '../features/auth/session-principal';
import { sessionStore } from '../features/auth/session-store';
import { queryClient } from './server-data';

/**
 * What a page's route loader starts (router.tsx): the page's server data, asked for while its code is still
 * on its way rather than after it has run, into the same cache the page then reads. Nothing here waits for
 * an answer: the page shows its own loading and error states as before; a signed-out visitor starts nothing
 * (the protected route sends them to sign in).
 */

/** Whether the session reads reports as an administrator (internal=true), as useReportsViewer decides it. */
function readsAsAdministrator(): boolean | null {
  const { token, user } = sessionStore.getState();
  if (!token || !user) return null;
  return can(sessionPrincipal(user), 'internal:access');
}

/** The report, then the definitions and concept library of its organisation. */
function startReport(reportId: string, internal: boolean, { concepts }: { concepts: boolean }): void {
  queryClient
    .ensureQueryData(reportQueryOptions(reportId, internal))
    .then((report) => {
      void queryClient.prefetchQuery(metricRulesQueryOptions(report.organizationId));
      if (concepts) void queryClient.prefetchQuery(conceptsQueryOptions(report.organizationId));
    })
    // The page reads the same query and shows its failure itself.
    .catch(() => undefined);
}

/** '/reports/{reportId}': the report, its card count and its cards with their thumbnails (grid and insights). */
export function startReportPage(reportId: string | undefined): void {
  const internal = readsAsAdministrator();
  if (!reportId || internal === null) return;
  startReport(reportId, internal, { concepts: false });
  void queryClient.prefetchQuery(reportCardCountQueryOptions(reportId));
  void queryClient.prefetchQuery(reportCardThumbnailsQueryOptions(reportId));
}

/** '/reports/{reportId}/analytics/{view}': the report, its cards, its organisation's definitions and concepts. */
export function startReportAnalytics(reportId: string | undefined): void {
  const internal = readsAsAdministrator();
  if (!reportId || internal === null) return;
  startReport(reportId, internal, { concepts: true });
  void queryClient.prefetchQuery(reportCardsQueryOptions(reportId));
}
