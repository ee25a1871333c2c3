import { ConceptsPage } from '../../features/concepts/components/concepts-page';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useReportsViewer } from './use-reports-viewer';

/** '/concepts': the play concepts library (every signed-in user; internal users choose the organisation). */
export function ConceptsRoute() {
  useDocumentTitle('Concepts');
  const viewer = useReportsViewer();
  return <ConceptsPage internal={viewer.isAdministrator} />;
}
