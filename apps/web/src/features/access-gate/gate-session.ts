/**
 * The gate's unlock lasts for the browser session (sessionStorage: this tab, until it closes). Kept apart from
 * the gate's screen so the first page can ask "unlocked?" without loading the screen.
 */
export const GATE_STORAGE_KEY = 'scout.access-gate';

function sessionStore(): Storage | null {
  try {
    return typeof globalThis.sessionStorage === 'undefined' ? null : globalThis.sessionStorage;
  } catch {
    return null;
  }
}

export function isGateUnlocked(): boolean {
  return sessionStore()?.getItem(GATE_STORAGE_KEY) === 'unlocked';
}

export function rememberGateUnlocked(): void {
  try {
    sessionStore()?.setItem(GATE_STORAGE_KEY, 'unlocked');
  } catch {
    // Storage full or refused: unlocked for this page only.
  }
}
