import { TwoStepPage } from '../../features/auth/components/two-step-page';
import { useDocumentTitle } from '../../hooks/use-document-title';

/** '/account/two-step' (user menu): the caller's two-step sign-in. */
export function TwoStepRoute() {
  useDocumentTitle('Two-step sign-in');
  return <TwoStepPage />;
}
