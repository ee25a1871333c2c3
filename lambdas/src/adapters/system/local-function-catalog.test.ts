import { functionSettings, STACK_FUNCTIONS, WEBSOCKET_FUNCTION, WEBSOCKET_ROUTE_KEYS } from '@scout/shared/api';
import { describe, expect, it } from 'vitest';
import { measured } from './invocation-log.in-memory';
import { createLocalFunctionCatalog } from './local-function-catalog';

describe('the local function catalog', () => {
  it('lists the WebSocket function after the worker, with its route keys and declared settings', async () => {
    // Act
    const functions = await createLocalFunctionCatalog().list(new Date(), 60);

    // Assess
    expect(functions.map((fn) => fn.domain)).toEqual([...STACK_FUNCTIONS]);
    expect(functions.at(-1)).toMatchObject({
      domain: WEBSOCKET_FUNCTION,
      name: `scout-local-${WEBSOCKET_FUNCTION}`,
      routes: WEBSOCKET_ROUTE_KEYS.map((key) => ({ method: 'WS', path: key })),
      ...functionSettings(WEBSOCKET_FUNCTION),
    });
  });

  it("counts the WebSocket function's measured calls, and a thrown call as its last error", async () => {
    // Prepare
    const catalog = createLocalFunctionCatalog();
    const before = (await catalog.list(new Date(), 60)).find((fn) => fn.domain === WEBSOCKET_FUNCTION)!;

    // Act: a connect answered, and a frame whose handling throws.
    await measured(WEBSOCKET_FUNCTION, () => Promise.resolve({ statusCode: 200 }));
    await expect(measured(WEBSOCKET_FUNCTION, () => Promise.reject(new Error('the table is away')))).rejects.toThrow();
    const after = (await catalog.list(new Date(), 60)).find((fn) => fn.domain === WEBSOCKET_FUNCTION)!;

    // Assess
    expect(after.invocations).toBe(before.invocations + 2);
    expect(after.errors).toBe(before.errors + 1);
    expect(after.lastError?.message).toBe('the table is away');
    expect(after.p50Ms).toEqual(expect.any(Number));
  });
});
