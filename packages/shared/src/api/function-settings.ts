import type { RouteDomain } from './route';

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

/** The processing worker's name beside the route domains. */
export const PROCESSING_FUNCTION = 'processing';
export type StackFunction = RouteDomain | typeof PROCESSING_FUNCTION;

export interface FunctionSettings {
  memoryMb: number;
  timeoutSeconds: number;
  runtime: string;
}

export function functionSettings(fn: StackFunction): FunctionSettings {
  if (fn === PROCESSING_FUNCTION) {
    return { memoryMb: PROCESSING_FUNCTION_MEMORY_MB, timeoutSeconds: PROCESSING_FUNCTION_TIMEOUT_SECONDS, runtime: LAMBDA_RUNTIME_NAME };
  }
  return {
    memoryMb: FFMPEG_API_DOMAINS.includes(fn) ? FFMPEG_API_FUNCTION_MEMORY_MB : API_FUNCTION_MEMORY_MB,
    timeoutSeconds: API_FUNCTION_TIMEOUT_SECONDS,
    runtime: LAMBDA_RUNTIME_NAME,
  };
}
