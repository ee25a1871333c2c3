import { RouterProvider } from 'react-router';
import { createQueryClient } from '../lib/query-client';
import { AppProvider } from './provider';
import { createAppRouter } from './router';
import { wireApiSession } from './session-wiring';

const queryClient = createQueryClient();
const router = createAppRouter();
wireApiSession(router, queryClient);

export function App() {
  return (
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
