import type { ReactNode } from 'react';
import { createBrowserRouter, Navigate, Outlet, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { PageLoading } from '../components/ui/page-loading';
import { paths } from '../config/paths';
import { ProtectedRoute } from '../features/auth/components/protected-route';
import { loadChunk } from '../features/updates/chunk-recovery';
import { hasAuditAccess, hasInternalAccess } from './access';
import { LoginRedirectRoute, LoginRoute } from './routes/login';
import { RouteError } from './routes/route-error';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * A page whose code loads when it is first visited (its own chunk, see scripts/bench and the bundle budget).
 * On a first visit straight to it, the shell renders with a spinner in the page's place; on a navigation the
 * current page stays, under the layout's progress bar, until the next one is ready.
 */
function lazyPage<Module>(
  load: () => Promise<Module>,
  render: (module: Module) => ReactNode,
): Pick<RouteObject, 'lazy' | 'hydrateFallbackElement'> {
  return {
    // A chunk that fails or has not arrived in 120 s rejects as a ChunkLoadError (the error screen's recovery).
    lazy: async () => ({ element: render(await loadChunk(load)) }),
    hydrateFallbackElement: <PageLoading />,
  };
}

const routeData = () => import('./route-data');
type RouteData = Awaited<ReturnType<typeof routeData>>;

/**
 * A route loader that starts the page's server data (route-data.ts) while the page's code loads, instead of
 * after it has run. It returns at once, waiting for neither the module nor the answers (a chunk that fails to
 * load leaves the page to fetch its own data), and runs again only for another report, not when the page's
 * query string changes.
 */
function startsData(
  start: (data: RouteData, params: LoaderFunctionArgs['params']) => void,
): Pick<RouteObject, 'loader' | 'shouldRevalidate'> {
  return {
    loader: ({ params }) => {
      routeData()
        .then((data) => start(data, params))
        .catch(() => undefined);
      return null;
    },
    shouldRevalidate: ({ currentParams, nextParams }) => currentParams.reportId !== nextParams.reportId,
  };
}
const reportPageData = startsData((data, params) => data.startReportPage(params.reportId));
const reportAnalyticsData = startsData((data, params) => data.startReportAnalytics(params.reportId));

const signedInShell = () => import('./layouts/signed-in-shell');
const dashboard = () => import('./routes/dashboard');
const report = () => import('./routes/report');
const reportList = () => import('./routes/report-list');
const createReport = () => import('./routes/create-report');
const uploadZip = () => import('./routes/upload-zip');
const reportMetadata = () => import('./routes/report-metadata');
const reportCards = () => import('./routes/cards/breakdown');
const newCard = () => import('./routes/cards/new-card');
const cardDetail = () => import('./routes/cards/card-detail');
const cardActivity = () => import('./routes/cards/card-activity');
const print = () => import('./routes/print');
const exportData = () => import('./routes/export-data');
const scoutFilm = () => import('./routes/scout-film');
const sharedReport = () => import('./routes/shared-report');
const changePassword = () => import('./routes/change-password');
const analytics = () => import('./routes/analytics');

/** The analytics views: the report's, the group's and the public demo's (one chunk, with the charts library). */
const ANALYTICS_ROUTES = [
  [paths.reportPlayConcepts.path, paths.groupPlayConcept.path, paths.demo.playConcepts.path, 'play-concepts'],
  [paths.reportLmrHash.path, paths.groupHash.path, paths.demo.lmrHash.path, 'lmr-hash'],
  [paths.reportDownDistance.path, paths.groupDownDistance.path, paths.demo.downDistance.path, 'down-distance'],
  [paths.reportFormationAnalysis.path, paths.groupFormationAnalysis.path, paths.demo.formationAnalysis.path, 'formation-analysis'],
  [paths.reportSpecialTeams.path, paths.groupSpecialTeams.path, paths.demo.specialTeams.path, 'special-teams'],
] as const;
const reportGroups = () => import('./routes/report-groups');
const concepts = () => import('./routes/concepts');
const storage = () => import('./routes/storage');
const system = () => import('./routes/system');
const commerce = () => import('./routes/commerce');
const devTools = () => import('./routes/dev-tools');
const people = () => import('./routes/people');
// The staff pages, one chunk each: they share little beyond the shell.
const manageReports = () => import('./routes/manage-reports');
const serviceSettings = () => import('./routes/service-settings');
const developmentWork = () => import('./routes/development-work');
const twoStep = () => import('./routes/two-step');
const audit = () => import('./routes/audit');

export function createAppRouter(): AppRouter {
  return createBrowserRouter([
    {
      errorElement: <RouteError />,
      children: [
        // '/' is the first page most visits see: it is in the initial bundle, not behind a lazy chunk.
        { path: paths.login.path, element: <LoginRoute /> },
        { path: paths.loginRedirect.path, element: <LoginRedirectRoute /> },
        {
          // What a share link opens: no sign-in, none of the shell's chrome, its own data cache.
          lazy: async () => ({ Component: (await loadChunk(signedInShell)).PrintShell }),
          hydrateFallbackElement: <PageLoading fullPage />,
          children: [
            { path: paths.shared.path, ...lazyPage(sharedReport, (m) => <m.SharedReportRoute />) },
            { path: paths.reportShared.path, ...lazyPage(sharedReport, (m) => <m.SharedReportRoute />) },
          ],
        },
        ...ANALYTICS_ROUTES.map(([, , demoPath, view]) => ({
          path: demoPath,
          ...lazyPage(analytics, ({ DemoAnalyticsRoute }) => <DemoAnalyticsRoute key={view} view={view} />),
        })),
        {
          // The one page a temporary password's session reaches; outside the shell, whose calls it may not make.
          path: paths.changePassword.path,
          ...lazyPage(changePassword, (m) => (
            <ProtectedRoute allowPasswordChange>
              <m.ChangePasswordRoute />
            </ProtectedRoute>
          )),
        },
        {
          element: (
            <ProtectedRoute>
              <Outlet />
            </ProtectedRoute>
          ),
          children: [
            {
              // Printouts share the signed-in cache but none of the shell's chrome.
              lazy: async () => ({ Component: (await loadChunk(signedInShell)).PrintShell }),
              hydrateFallbackElement: <PageLoading fullPage />,
              children: [
                { path: paths.reportPrint.path, ...lazyPage(print, (m) => <m.ReportPrintRoute />) },
                { path: paths.reportCardPrint.path, ...lazyPage(print, (m) => <m.CardPrintRoute />) },
                { path: paths.testPrintCardLayout.path, ...lazyPage(print, (m) => <m.PrintCardLayoutRoute />) },
                { path: paths.billingReceipt.path, ...lazyPage(commerce, (m) => <m.ReceiptRoute />) },
              ],
            },
            {
              // The signed-in shell (server-data cache, top bar, drawer, notifications) is not needed by '/':
              // it loads with the first protected page, in parallel with that page's chunk.
              lazy: async () => ({ Component: (await loadChunk(signedInShell)).SignedInShell }),
              hydrateFallbackElement: <PageLoading fullPage />,
              children: [
                { path: paths.dashboard.path, ...lazyPage(dashboard, (m) => <m.DashboardRoute />) },
                { path: paths.report.path, ...reportPageData, ...lazyPage(report, (m) => <m.ReportRoute />) },
                {
                  path: paths.reportList.path,
                  ...lazyPage(reportList, ({ ReportListRoute }) => <ReportListRoute key="reportlist" title="Report List" />),
                },
                {
                  path: paths.reports.path,
                  ...lazyPage(reportList, ({ ReportListRoute }) => <ReportListRoute key="reports" title="Reports" />),
                },
                { path: paths.createReport.path, ...lazyPage(createReport, (m) => <m.CreateReportRoute />) },
                {
                  path: paths.uploadZip.path,
                  ...lazyPage(uploadZip, ({ UploadZipRoute }) => <UploadZipRoute key="uploadZip" title="New Report" />),
                },
                {
                  path: paths.createReportZip.path,
                  ...lazyPage(uploadZip, ({ UploadZipRoute }) => <UploadZipRoute key="createReportZip" title="Create Report from ZIP" />),
                },
                { path: paths.reportMetadata.path, ...lazyPage(reportMetadata, (m) => <m.ReportMetadataRoute />) },
                { path: paths.reportCards.path, ...lazyPage(reportCards, (m) => <m.ReportCardsRoute />) },
                { path: paths.reportNewCard.path, ...lazyPage(newCard, (m) => <m.ReportNewCardRoute />) },
                ...(
                  [
                    [paths.reportCardDetail.path, 'detail'],
                    [paths.cardDetail.path, 'legacyDetail'],
                    [paths.reportCardEditView.path, 'editView'],
                    [paths.reportCardView.path, 'view'],
                  ] as const
                ).map(([path, shape]) => ({
                  path,
                  ...lazyPage(cardDetail, ({ ReportCardRoute }) => <ReportCardRoute key={shape} shape={shape} />),
                })),
                ...(
                  [
                    [paths.cardEditView.path, 'cardEditView'],
                    [paths.cardView.path, 'cardView'],
                  ] as const
                ).map(([path, shape]) => ({
                  path,
                  ...lazyPage(cardDetail, ({ CardOnlyRoute }) => <CardOnlyRoute key={shape} shape={shape} />),
                })),
                { path: paths.cardActivity.path, ...lazyPage(cardActivity, (m) => <m.CardActivityRoute />) },
                { path: paths.reportExportData.path, ...lazyPage(exportData, (m) => <m.ExportDataRoute />) },
                { path: paths.reportScoutFilm.path, ...lazyPage(scoutFilm, (m) => <m.ScoutFilmRoute />) },
                ...ANALYTICS_ROUTES.map(([reportPath, , , view]) => ({
                  path: reportPath,
                  ...reportAnalyticsData,
                  ...lazyPage(analytics, ({ ReportAnalyticsRoute }) => <ReportAnalyticsRoute key={view} view={view} />),
                })),
                ...ANALYTICS_ROUTES.map(([, groupPath, , view]) => ({
                  path: groupPath,
                  ...lazyPage(analytics, ({ GroupAnalyticsRoute }) => <GroupAnalyticsRoute key={view} view={view} />),
                })),
                { path: paths.storage.path, ...lazyPage(storage, (m) => <m.StorageRoute />) },
                { path: paths.twoStep.path, ...lazyPage(twoStep, (m) => <m.TwoStepRoute />) },
                { path: paths.reportRollup.path, ...lazyPage(reportGroups, (m) => <m.ReportRollupRoute />) },
                { path: paths.linkedReport.path, ...lazyPage(reportGroups, (m) => <m.LinkedReportRoute />) },
                { path: paths.pricing.path, ...lazyPage(commerce, (m) => <m.PricingRoute />) },
                { path: paths.buyReport.path, ...lazyPage(commerce, (m) => <m.BuyReportRoute />) },
                { path: paths.paymentSuccess.path, ...lazyPage(commerce, (m) => <m.PaymentSuccessRoute />) },
                { path: paths.paidReports.path, ...lazyPage(commerce, (m) => <m.PaidReportsRoute />) },
                { path: paths.billing.path, ...lazyPage(commerce, (m) => <m.BillingRoute />) },
                { path: paths.concepts.path, ...lazyPage(concepts, (m) => <m.ConceptsRoute />) },
                {
                  path: paths.adminUsers.path,
                  ...lazyPage(people, (m) => (
                    <ProtectedRoute allow={hasInternalAccess}>
                      <m.UsersRoute />
                    </ProtectedRoute>
                  )),
                },
                {
                  path: paths.internalUsers.path,
                  ...lazyPage(people, (m) => (
                    <ProtectedRoute allow={hasInternalAccess}>
                      <m.InternalUsersRoute />
                    </ProtectedRoute>
                  )),
                },
                { path: paths.network.path, ...lazyPage(devTools, (m) => <m.NetworkMonitorRoute />) },
                { path: paths.console.path, ...lazyPage(devTools, (m) => <m.ConsoleRoute />) },
                { path: paths.performance.path, ...lazyPage(devTools, (m) => <m.PerformanceRoute />) },
                { path: paths.dbExplorer.path, ...lazyPage(devTools, (m) => <m.DbExplorerRoute />) },
                { path: paths.s3Browser.path, ...lazyPage(devTools, (m) => <m.S3BrowserRoute />) },
                {
                  path: paths.adminReports.path,
                  ...lazyPage(manageReports, (m) => (
                    <ProtectedRoute allow={hasInternalAccess}>
                      <m.ManageReportsRoute />
                    </ProtectedRoute>
                  )),
                },
                {
                  path: paths.adminSettings.path,
                  ...lazyPage(serviceSettings, (m) => (
                    <ProtectedRoute allow={hasInternalAccess}>
                      <m.SettingsRoute />
                    </ProtectedRoute>
                  )),
                },
                {
                  path: paths.adminAudit.path,
                  ...lazyPage(audit, (m) => (
                    <ProtectedRoute allow={hasAuditAccess}>
                      <m.AuditRoute />
                    </ProtectedRoute>
                  )),
                },
                {
                  path: paths.developmentWork.path,
                  ...lazyPage(developmentWork, (m) => (
                    <ProtectedRoute allow={hasInternalAccess}>
                      <m.DevelopmentWorkRoute />
                    </ProtectedRoute>
                  )),
                },
                { path: paths.health.path, ...lazyPage(system, (m) => <m.HealthRoute />) },
                { path: paths.pipeline.path, ...lazyPage(system, (m) => <m.PipelineRoute />) },
                { path: paths.lambdas.path, ...lazyPage(system, (m) => <m.LambdasRoute />) },
              ],
            },
          ],
        },
        // Any unknown path goes to the sign-in page (which sends signed-in users on to the dashboard).
        { path: '*', element: <Navigate to={paths.login.getHref()} replace /> },
      ],
    },
  ]);
}
