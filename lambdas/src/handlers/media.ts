import { edgeOptions } from '../composition/access-gate';
import { authenticate } from '../composition/authentication';
import { gifDeps } from '../composition/media';
import { withLambdaContext } from '../core/logger';
import { createHttpHandler, type RouteImplementations } from '../http/http-handler';
import { convertToGif } from '../processing/convert-to-gif';

/** Routes that run ffmpeg on request; this function ships with the ffmpeg layer. */
export const routes: RouteImplementations<'convertToGif'> = {
  convertToGif: ({ caller, body }) => convertToGif(gifDeps, caller, body),
};

export const handler = withLambdaContext(createHttpHandler(routes, { authenticate, ...edgeOptions }));
