import { Navigate, useParams } from 'react-router';
import { paths } from '../../config/paths';
import { ScoutFilmPage } from '../../features/scout-film/components/scout-film-page';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useReportsViewer } from './use-reports-viewer';

/** '/reports/{reportId}/scoutfilm': the report's clips back to back as one playlist. */
export function ScoutFilmRoute() {
  useDocumentTitle('Scout Film');
  const { reportId } = useParams();
  const viewer = useReportsViewer();
  if (!reportId) return <Navigate to={paths.dashboard.getHref()} replace />;
  return <ScoutFilmPage key={reportId} reportId={reportId} internal={viewer.isAdministrator} />;
}
