import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '../../lib/query-client';
import { bindServerDataToSession } from '../session-wiring';
import { MainLayout } from './main-layout';

// Server data is only fetched by signed-in pages, so react-query loads with them, not with '/'.
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
