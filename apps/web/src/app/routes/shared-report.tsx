import { Navigate, useParams } from 'react-router';
import { paths } from '../../config/paths';
import { analyticsViewOf, SharedAnalytics } from '../../features/analytics/components/shared-analytics';
import { FilmRoom } from '../../features/scout-film/components/scout-film-page';
import { SharedReportPage, type SharedAnalyticsInput } from '../../features/sharing/components/shared-report-page';
import { useDocumentTitle } from '../../hooks/use-document-title';

/** The analytics feature's views on the shared plays, in the shared page's Analytics tab. */
function renderAnalytics({ analysis, analysisHref, games, perGame, filmHref }: SharedAnalyticsInput) {
  return <SharedAnalytics view={analyticsViewOf(analysis)} viewHref={analysisHref} games={games} perGame={perGame} filmHref={filmHref} />;
}

const renderFilm = (cards: Parameters<typeof FilmRoom>[0]['cards']) => <FilmRoom cards={cards} />;

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
  return <SharedReportPage key={shareToken} token={shareToken} renderFilm={renderFilm} renderAnalytics={renderAnalytics} />;
}
