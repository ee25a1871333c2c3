import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { createQueryClient } from '../../lib/query-client';
import { bindServerDataToSession } from '../session-wiring';
import { MainLayout } from './main-layout';

// Server data is only fetched by signed-in pages, so react-query loads with them, not with '/'. Both shells
// below share this one cache.
const queryClient = createQueryClient();
bindServerDataToSession(queryClient);

/** Every protected page: the server-data cache and the main layout (loaded lazily, see router.tsx). */
export function SignedInShell() {
  return (
    <QueryClientProvider client={queryClient}>
      <MainLayout />
    </QueryClientProvider>
  );
}

/**
 * Printouts: the same server-data cache without the app's chrome (top bar, drawer, banners, chips), so
 * what prints is the page alone.
 */
export function PrintShell() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
