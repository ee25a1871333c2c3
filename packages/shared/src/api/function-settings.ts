import { ROUTE_DOMAINS, type RouteDomain } from './route';

/**
 * The functions' sizes and runtime, declared once: the CDK stack (infra/lib/config.ts) deploys them and the
 * local stack's Lambda Functions page reports them, so the two cannot drift.
 */
export const LAMBDA_RUNTIME_NAME = 'nodejs24.x';
/** API functions answer inside API Gateway's 30 s integration limit. */
export const API_FUNCTION_TIMEOUT_SECONDS = 29;
export const API_FUNCTION_MEMORY_MB = 512;
/** API functions that run ffmpeg on request (`media`: GIFs) get one full vCPU (Lambda allots one at 1,769 MB). */
export const FFMPEG_API_DOMAINS: readonly RouteDomain[] = ['media'];
export const FFMPEG_API_FUNCTION_MEMORY_MB = 1769;
/** The processing worker: Lambda's maximum timeout, and 3,008 MB (about 1.7 vCPUs for ffmpeg). */
export const PROCESSING_FUNCTION_TIMEOUT_SECONDS = 15 * 60;
export const PROCESSING_FUNCTION_MEMORY_MB = 3008;

/**
 * The WebSocket function of live events ($connect, $disconnect, $default): API Gateway's WebSocket integrations
 * have the same 29 s limit as the HTTP API's, and it does as little per call as an API function.
 */
export const WEBSOCKET_FUNCTION_TIMEOUT_SECONDS = API_FUNCTION_TIMEOUT_SECONDS;
export const WEBSOCKET_FUNCTION_MEMORY_MB = API_FUNCTION_MEMORY_MB;

/** The processing worker's and the WebSocket function's names beside the route domains. */
export const PROCESSING_FUNCTION = 'processing';
export const WEBSOCKET_FUNCTION = 'websocket';
export type StackFunction = RouteDomain | typeof PROCESSING_FUNCTION | typeof WEBSOCKET_FUNCTION;
/**
 * Every function of the stack, in the Lambda Functions page's order: one per route domain, the processing
 * worker, the WebSocket function. The CDK stack names each to the system function (LAMBDA_FUNCTIONS).
 */
export const STACK_FUNCTIONS: readonly StackFunction[] = [...ROUTE_DOMAINS, PROCESSING_FUNCTION, WEBSOCKET_FUNCTION];

/**
 * The WebSocket API's routes, API Gateway's three predefined route keys, all served by the WebSocket function:
 * the CDK stack routes them (infra/lib/live-events-api.ts) and the Lambda Functions page lists them.
 */
export const WEBSOCKET_ROUTE_KEYS = ['$connect', '$disconnect', '$default'] as const;

export interface FunctionSettings {
  memoryMb: number;
  timeoutSeconds: number;
  runtime: string;
}

export function functionSettings(fn: StackFunction): FunctionSettings {
  if (fn === PROCESSING_FUNCTION) {
    return { memoryMb: PROCESSING_FUNCTION_MEMORY_MB, timeoutSeconds: PROCESSING_FUNCTION_TIMEOUT_SECONDS, runtime: LAMBDA_RUNTIME_NAME };
  }
  if (fn === WEBSOCKET_FUNCTION) {
    return { memoryMb: WEBSOCKET_FUNCTION_MEMORY_MB, timeoutSeconds: WEBSOCKET_FUNCTION_TIMEOUT_SECONDS, runtime: LAMBDA_RUNTIME_NAME };
  }
  return {
    memoryMb: FFMPEG_API_DOMAINS.includes(fn) ? FFMPEG_API_FUNCTION_MEMORY_MB : API_FUNCTION_MEMORY_MB,
    timeoutSeconds: API_FUNCTION_TIMEOUT_SECONDS,
    runtime: LAMBDA_RUNTIME_NAME,
  };
}
