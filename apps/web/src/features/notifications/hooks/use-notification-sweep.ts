import { useEffect } from 'react';
import { notificationsStore, SWEEP_INTERVAL_MS, SWEEP_MAX_AGE_MS } from '../notifications-store';

/** Every 30 s, drops notifications older than a minute (permanent ones stay). */
export function useNotificationSweep(): void {
  useEffect(() => {
    const timer = setInterval(() => notificationsStore.getState().clearOld(SWEEP_MAX_AGE_MS), SWEEP_INTERVAL_MS);
    return () => clearInterval(timer);
  }, []);
}
