import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { gatePass, isGateDemanded, rememberGatePass, reopenGate, setGateOnScreen } from './gate-pass';

/** A tab's sessionStorage, and its reload. */
function fakeTab() {
  const items = new Map<string, string>();
  const storage = {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
  const reload = vi.fn();
  vi.stubGlobal('sessionStorage', storage);
  vi.stubGlobal('location', { reload });
  return { reload };
}

describe("the gate's pass in the browser", () => {
  beforeEach(() => setGateOnScreen(false));
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the pass for the tab, and forgets it and shows the gate once when the API refuses it', () => {
    const { reload } = fakeTab();
    rememberGatePass('123.abc');

    reopenGate('123.abc');
    reopenGate(null);

    expect(gatePass()).toBeNull();
    expect(isGateDemanded()).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('ignores a refusal of a call sent before a newer pass was kept, or while the gate shows', () => {
    const { reload } = fakeTab();
    rememberGatePass('456.new');

    reopenGate(null);
    reopenGate('123.old');
    setGateOnScreen(true);
    reopenGate('456.new');

    expect(gatePass()).toBe('456.new');
    expect(reload).not.toHaveBeenCalled();
  });
});
