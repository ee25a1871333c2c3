import { STACK_PORTS, STACK_URLS } from '../playwright.stack';

/**
 * The built site's addresses: the production-configured bundle, served by the browser tests' one stack on a port
 * of its own beside the test bundle (playwright.stack.ts), against the same API, live events and S3.
 */
export const BUILT_SITE = {
  webPort: STACK_PORTS.builtWeb,
  api: STACK_URLS.api,
  websocket: STACK_URLS.ws,
  storage: STACK_URLS.s3,
} as const;
