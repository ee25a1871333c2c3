import { createBrowserRouter, Navigate } from 'react-router';
import { paths } from '../config/paths';
import { ProtectedRoute } from '../features/auth/components/protected-route';
import { MainLayout } from './layouts/main-layout';
import { NOT_BUILT_PROTECTED_ROUTES, NOT_BUILT_PUBLIC_ROUTES } from './not-built-routes';
import { DashboardRoute } from './routes/dashboard';
import { LoginRedirectRoute, LoginRoute } from './routes/login';
import { NotBuiltPage, PublicNotBuiltPage } from './routes/not-built';
import { CreateReportRoute } from './routes/create-report';
import { ReportRoute } from './routes/report';
import { ReportListRoute } from './routes/report-list';
import { ReportMetadataRoute } from './routes/report-metadata';
import { UploadZipRoute } from './routes/upload-zip';
import { CardActivityRoute } from './routes/cards/card-activity';
import { CardOnlyRoute, ReportCardRoute } from './routes/cards/card-detail';
import { ReportCardsRoute } from './routes/cards/breakdown';
import { ReportNewCardRoute } from './routes/cards/new-card';
import { RouteError } from './routes/route-error';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

export function createAppRouter(): AppRouter {
  return createBrowserRouter([
    {
      errorElement: <RouteError />,
      children: [
        { path: paths.login.path, element: <LoginRoute /> },
        { path: paths.loginRedirect.path, element: <LoginRedirectRoute /> },
        ...NOT_BUILT_PUBLIC_ROUTES.map((route) => ({ path: route.path, element: <PublicNotBuiltPage title={route.title} /> })),
        {
          element: (
            <ProtectedRoute>
              <MainLayout />
            </ProtectedRoute>
          ),
          children: [
            { path: paths.dashboard.path, element: <DashboardRoute /> },
            { path: paths.report.path, element: <ReportRoute /> },
            { path: paths.reportList.path, element: <ReportListRoute key="reportlist" title="Report List" /> },
            { path: paths.reports.path, element: <ReportListRoute key="reports" title="Reports" /> },
            { path: paths.createReport.path, element: <CreateReportRoute /> },
            { path: paths.uploadZip.path, element: <UploadZipRoute key="uploadZip" title="New Report" /> },
            { path: paths.createReportZip.path, element: <UploadZipRoute key="createReportZip" title="Create Report from ZIP" /> },
            { path: paths.reportMetadata.path, element: <ReportMetadataRoute /> },
            { path: paths.reportCards.path, element: <ReportCardsRoute /> },
            { path: paths.reportNewCard.path, element: <ReportNewCardRoute /> },
            { path: paths.reportCardDetail.path, element: <ReportCardRoute key="detail" shape="detail" /> },
            { path: paths.cardDetail.path, element: <ReportCardRoute key="legacyDetail" shape="legacyDetail" /> },
            { path: paths.reportCardEditView.path, element: <ReportCardRoute key="editView" shape="editView" /> },
            { path: paths.reportCardView.path, element: <ReportCardRoute key="view" shape="view" /> },
            { path: paths.cardEditView.path, element: <CardOnlyRoute key="cardEditView" shape="cardEditView" /> },
            { path: paths.cardView.path, element: <CardOnlyRoute key="cardView" shape="cardView" /> },
            { path: paths.cardActivity.path, element: <CardActivityRoute /> },
            ...NOT_BUILT_PROTECTED_ROUTES.map((route) => ({
              path: route.path,
              element: route.allow ? (
                <ProtectedRoute allow={route.allow}>
                  <NotBuiltPage key={route.path} title={route.title} />
                </ProtectedRoute>
              ) : (
                <NotBuiltPage key={route.path} title={route.title} />
              ),
            })),
          ],
        },
        // Any unknown path goes to the sign-in page (which sends signed-in users on to the dashboard).
        { path: '*', element: <Navigate to={paths.login.getHref()} replace /> },
      ],
    },
  ]);
}
