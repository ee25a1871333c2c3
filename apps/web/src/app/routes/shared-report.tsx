import LinearProgress from '@mui/material/LinearProgress';
import type { Card } from '@scout/shared/domain';
import { lazy, Suspense } from 'react';
import { Navigate, useParams } from 'react-router';
import { paths } from '../../config/paths';
import { SharedReportPage, type SharedAnalyticsInput, type SharedPrintInput } from '../../features/sharing/components/shared-report-page';
import { useDocumentTitle } from '../../hooks/use-document-title';

// The film and analytics tabs load when they are opened: a link opens on its plays.
const SharedAnalytics = lazy(async () => ({
  default: (await import('../../features/analytics/components/shared-analytics')).SharedAnalytics,
}));
const FilmRoom = lazy(async () => ({ default: (await import('../../features/scout-film/components/scout-film-page')).FilmRoom }));

const SharedPrint = lazy(async () => ({ default: (await import('./shared-print')).SharedPrint }));

const tabLoading = <LinearProgress aria-label="Loading" sx={{ my: 2 }} />;

/** The print feature's booklet of what the shared page shows, filters applied. */
const renderPrint = (input: SharedPrintInput) => (
  <Suspense fallback={tabLoading}>
    <SharedPrint {...input} />
  </Suspense>
);

/** The analytics feature's views on the shared plays, in the shared page's Analytics tab. */
function renderAnalytics({ analysis, analysisHref, games, perGame, filmHref, rules }: SharedAnalyticsInput) {
  return (
    <Suspense fallback={tabLoading}>
      <SharedAnalytics analysis={analysis} viewHref={analysisHref} games={games} perGame={perGame} filmHref={filmHref} rules={rules} />
    </Suspense>
  );
}

const renderFilm = (cards: readonly Card[]) => (
  <Suspense fallback={tabLoading}>
    <FilmRoom cards={cards} />
  </Suspense>
);

/**
 * '/shared/{shareToken}' and '/reports/shared/{shareToken}': what a share link opens, without signing in (the
 * spec lists these routes inside the guarded group; a link a coach sends must just work, so they are public).
 * The sharing feature's page gets the scout film's room for its film tab and the analytics feature's views for
 * its Analytics tab.
 */
export function SharedReportRoute() {
  useDocumentTitle('Shared Report');
  const { shareToken } = useParams();
  if (!shareToken) return <Navigate to={paths.login.getHref()} replace />;
  return (
    <SharedReportPage
      key={shareToken}
      token={shareToken}
      renderFilm={renderFilm}
      renderAnalytics={renderAnalytics}
      renderPrint={renderPrint}
    />
  );
}
