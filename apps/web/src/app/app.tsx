import { lazy, Suspense } from 'react';
import { createPath, RouterProvider } from 'react-router';
import { PageLoading } from '../components/ui/page-loading';
import { currentHost, isRestrictedHost } from '../config/host';
import { isGateDemanded, isGateUnlocked } from '../features/access-gate/gate-session';
import { installChunkRecovery } from '../features/updates/chunk-recovery';
import { AppProvider } from './provider';
import { createAppRouter } from './router';
import { wireApiSession } from './session-wiring';

const router = createAppRouter();
wireApiSession(router);
// A page's code missing after a deploy reloads the page once, at the address being navigated to.
installChunkRecovery(() => {
  const pending = router.state.navigation.location;
  return pending ? createPath(pending) : null;
});

// The restricted-environment gate loads only where it may be needed (preprod, staging and dev hosts, or any host
// whose API asked for it: a stage with an access code refuses calls without the gate's pass; not yet unlocked in
// this session): production's first page carries none of it.
const AccessGate = lazy(() => import('../features/access-gate/components/access-gate').then((module) => ({ default: module.AccessGate })));
const gated = (isRestrictedHost(currentHost()) || isGateDemanded()) && !isGateUnlocked();

export function App() {
  const app = <RouterProvider router={router} />;
  return (
    <AppProvider>
      {gated ? (
        <Suspense fallback={<PageLoading fullPage label="Checking access" />}>
          <AccessGate>{app}</AccessGate>
        </Suspense>
      ) : (
        app
      )}
    </AppProvider>
  );
}
