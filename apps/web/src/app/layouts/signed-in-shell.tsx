import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { useLiveEvents } from '../../entities/live-events/live-events-store';
import { useLiveEventsConnection } from '../use-live-events-connection';
import { queryClient } from '../server-data';
import { MainLayout } from './main-layout';

/**
 * Keeps the session's live-events connection open and applies its events to the cache. The connection's
 * state is written on the page's root element (data-live-events), where developer tools and browser tests
 * can see it.
 */
function LiveEvents() {
  useLiveEventsConnection();
  const connectionState = useLiveEvents((state) => state.connectionState);
  useEffect(() => {
    document.documentElement.dataset.liveEvents = connectionState;
  }, [connectionState]);
  return null;
}

/** Every protected page (both shells share one server-data cache): the cache, live events and the main layout (loaded lazily, see router.tsx). */
export function SignedInShell() {
  return (
    <QueryClientProvider client={queryClient}>
      <LiveEvents />
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
