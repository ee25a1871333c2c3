import { Navigate, useParams } from 'react-router';
import { paths } from '../../config/paths';
import { FilmRoom } from '../../features/scout-film/components/scout-film-page';
import { SharedReportPage } from '../../features/sharing/components/shared-report-page';
import { useDocumentTitle } from '../../hooks/use-document-title';

/**
 * '/shared/{shareToken}' and '/reports/shared/{shareToken}': what a share link opens, without signing in (the
 * spec lists these routes inside the guarded group; a link a coach sends must just work, so they are public).
 * The sharing feature's page gets the scout film's room for its film tab.
 */
export function SharedReportRoute() {
  useDocumentTitle('Shared Report');
  const { shareToken } = useParams();
  if (!shareToken) return <Navigate to={paths.login.getHref()} replace />;
  return <SharedReportPage key={shareToken} token={shareToken} renderFilm={(cards) => <FilmRoom cards={cards} />} />;
}
