import { RouterProvider } from 'react-router';
import { AppProvider } from './provider';
import { createAppRouter } from './router';
import { wireApiSession } from './session-wiring';

const router = createAppRouter();
wireApiSession(router);

export function App() {
  return (
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
