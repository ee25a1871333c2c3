import { DevelopmentWorkPage } from '../../features/development-work/components/development-work-page';
import { useDocumentTitle } from '../../hooks/use-document-title';

/** '/development-work': staff's development tasks (internal users only). */
export function DevelopmentWorkRoute() {
  useDocumentTitle('Development Work');
  return <DevelopmentWorkPage />;
}
