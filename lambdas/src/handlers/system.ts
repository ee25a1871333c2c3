import { authenticate } from '../composition/authentication';
import { withLambdaContext } from '../core/logger';
import { createHttpHandler, type RouteImplementations } from '../http/http-handler';

export const routes: RouteImplementations<'health'> = {
  health: async () => ({ status: 'ok', time: new Date().toISOString() }),
};

export const handler = withLambdaContext(createHttpHandler(routes, { authenticate }));
