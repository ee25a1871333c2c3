import { useSearchParams } from 'react-router';
import { StoragePage } from '../../features/storage/components/storage-page';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useReportsViewer } from './use-reports-viewer';

/**
 * '/storage' (drawer entry for all roles): the caller's organisation's storage; staff choose any organisation
 * (`?organization=`), the server deciding what each may read.
 */
export function StorageRoute() {
  useDocumentTitle('Storage');
  const viewer = useReportsViewer();
  const [params, setParams] = useSearchParams();
  const chosen = viewer.isAdministrator ? params.get('organization') : null;
  return (
    <StoragePage
      key={chosen ?? viewer.organizationId ?? ''}
      organizationId={chosen ?? viewer.organizationId}
      canChooseOrganization={viewer.isAdministrator}
      onChooseOrganization={(organizationId) => setParams({ organization: organizationId })}
    />
  );
}
