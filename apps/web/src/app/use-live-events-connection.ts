import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { env } from '../config/env';
import { logger } from '../lib/logger';
import { useSession } from '../features/auth/session-store';
import { liveEventsStore } from '../entities/live-events/live-events-store';

/**
 * Opens the live-events connection for the signed-in session (none when the build has no VITE_WS_URL) and
 * applies its events to the server-data cache. The connection code loads after the page, in a chunk of its
 * own; a new token (another sign-in) opens a new connection, a sign-out closes it.
 */
export function useLiveEventsConnection(): void {
  const queryClient = useQueryClient();
  const token = useSession((state) => state.token);

  useEffect(() => {
    const url = env.liveUrl;
    if (!url || !token) return undefined;
    let stop: (() => void) | null = null;
    let cancelled = false;
    void Promise.all([import('../entities/live-events/live-connection'), import('../entities/live-events/apply-live-event')])
      .then(([{ startLiveConnection }, { createLiveEventApplier }]) => {
        if (cancelled) return;
        const applier = createLiveEventApplier(queryClient);
        const connection = startLiveConnection({
          url,
          getToken: () => token,
          store: liveEventsStore,
          onEvent: applier.apply,
          onGap: applier.catchUp,
        });
        stop = () => {
          connection.stop();
          applier.dispose();
        };
      })
      .catch((error: unknown) => logger.warn('live-events', 'The live-events code did not load', String(error)));
    return () => {
      cancelled = true;
      stop?.();
      liveEventsStore.getState().reset();
    };
  }, [queryClient, token]);
}
