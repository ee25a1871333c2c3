import { systemRoutes } from '@scout/shared/api';
import { callApi } from '../../../lib/api-client';

/** GET /health as the client's health check: true when the service answers green or amber, false on any failure (swallowed). */
export async function checkHealth(signal?: AbortSignal): Promise<boolean> {
  try {
    const health = await callApi(systemRoutes.health, { signal });
    return health.status !== 'red';
  } catch {
    return false;
  }
}
