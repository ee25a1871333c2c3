import { createHttpHandler, type RouteImplementations } from '../http/http-handler';
import { convertToGif } from '../processing/convert-to-gif';
import { authenticate } from './authentication';
import { processingDeps } from './processing-deps';

/** Routes that run ffmpeg on request; this function ships with the ffmpeg layer. */
export const routes: RouteImplementations<'convertToGif'> = {
  convertToGif: ({ caller, body }) => convertToGif(processingDeps(), caller, body),
};

export const handler = createHttpHandler(routes, { authenticate });
