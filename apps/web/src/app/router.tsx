import { createBrowserRouter, Navigate } from 'react-router';
import { paths } from '../config/paths';
import { ProtectedRoute } from '../features/auth/components/protected-route';
import { MainLayout } from './layouts/main-layout';
import { NOT_BUILT_PROTECTED_ROUTES, NOT_BUILT_PUBLIC_ROUTES } from './not-built-routes';
import { DashboardRoute } from './routes/dashboard';
import { LoginRedirectRoute, LoginRoute } from './routes/login';
import { NotBuiltPage, PublicNotBuiltPage } from './routes/not-built';
import { ReportRoute } from './routes/report';
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
