import { describe, expect, it } from 'vitest';
import {
  API_FUNCTION_MEMORY_MB,
  API_FUNCTION_TIMEOUT_SECONDS,
  FFMPEG_API_FUNCTION_MEMORY_MB,
  functionSettings,
  LAMBDA_RUNTIME_NAME,
  PROCESSING_FUNCTION,
  PROCESSING_FUNCTION_MEMORY_MB,
  PROCESSING_FUNCTION_TIMEOUT_SECONDS,
  WEBSOCKET_FUNCTION,
  WEBSOCKET_FUNCTION_MEMORY_MB,
  WEBSOCKET_FUNCTION_TIMEOUT_SECONDS,
} from './function-settings';

/** API Gateway's integration limit, for HTTP and WebSocket APIs alike. */
const API_GATEWAY_INTEGRATION_LIMIT_SECONDS = 29;

describe('functionSettings', () => {
  it('gives each kind of function of the stack its own declared size, all on the one runtime', () => {
    // Act
    const reports = functionSettings('reports');
    const media = functionSettings('media');
    const processing = functionSettings(PROCESSING_FUNCTION);
    const websocket = functionSettings(WEBSOCKET_FUNCTION);

    // Assess
    expect(reports).toEqual({
      memoryMb: API_FUNCTION_MEMORY_MB,
      timeoutSeconds: API_FUNCTION_TIMEOUT_SECONDS,
      runtime: LAMBDA_RUNTIME_NAME,
    });
    expect(media.memoryMb).toBe(FFMPEG_API_FUNCTION_MEMORY_MB);
    expect(processing).toEqual({
      memoryMb: PROCESSING_FUNCTION_MEMORY_MB,
      timeoutSeconds: PROCESSING_FUNCTION_TIMEOUT_SECONDS,
      runtime: LAMBDA_RUNTIME_NAME,
    });
    expect(websocket).toEqual({
      memoryMb: WEBSOCKET_FUNCTION_MEMORY_MB,
      timeoutSeconds: WEBSOCKET_FUNCTION_TIMEOUT_SECONDS,
      runtime: LAMBDA_RUNTIME_NAME,
    });
  });

  it('keeps the functions API Gateway invokes inside its integration limit', () => {
    for (const fn of ['reports', 'media', 'system', WEBSOCKET_FUNCTION] as const) {
      expect(functionSettings(fn).timeoutSeconds, fn).toBeLessThanOrEqual(API_GATEWAY_INTEGRATION_LIMIT_SECONDS);
    }
  });
});
