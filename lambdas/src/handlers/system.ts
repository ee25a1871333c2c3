import { createHttpHandler, type RouteImplementations } from '../http/http-handler';
import { authenticate } from './authentication';

export const routes: RouteImplementations<'health'> = {
  health: async () => ({ status: 'ok', time: new Date().toISOString() }),
};

export const handler = createHttpHandler(routes, { authenticate });
