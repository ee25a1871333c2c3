/**
 * The restricted-environment gate's pass: the short-lived token POST /access-code/verify answers for the right
 * code. It lives in sessionStorage (this tab, until it closes) and the API client sends it on every call
 * (x-scout-gate), since the API of a stage with an access code refuses calls without it. In lib/ because the API
 * client needs it; the gate's screen (features/access-gate) writes it.
 */
const PASS_KEY = 'scout.access-gate';
/** Set when the API asked for the gate on a host that does not show it up front: the next load shows it. */
const DEMANDED_KEY = 'scout.access-gate-demanded';

function sessionStore(): Storage | null {
  try {
    return typeof globalThis.sessionStorage === 'undefined' ? null : globalThis.sessionStorage;
  } catch {
    return null;
  }
}

export function gatePass(): string | null {
  return sessionStore()?.getItem(PASS_KEY) ?? null;
}

export function rememberGatePass(token: string): void {
  try {
    const store = sessionStore();
    store?.setItem(PASS_KEY, token);
    store?.removeItem(DEMANDED_KEY);
  } catch {
    // Storage full or refused: the pass holds for this page only (the API asks again after a reload).
  }
}

let gateOnScreen = false;

/** The gate's screen says when it shows and when it has opened (features/access-gate). */
export function setGateOnScreen(showing: boolean): void {
  gateOnScreen = showing;
}

/** Whether the API has asked for the gate in this tab (its pass missing, expired, or the code changed). */
export function isGateDemanded(): boolean {
  return sessionStore()?.getItem(DEMANDED_KEY) === 'yes';
}

/**
 * The API refused a call for want of a valid pass: forget the old one and show the gate (a reload). `sentPass` is
 * the pass that call carried: an answer to a call sent before the gate opened (no pass, or an older one) changes
 * nothing once a newer pass is kept.
 */
export function reopenGate(sentPass: string | null): void {
  // The gate is on screen already (a call made while it shows was refused): nothing to reopen.
  if (gateOnScreen || gatePass() !== sentPass) return;
  const store = sessionStore();
  store?.removeItem(PASS_KEY);
  // Already demanded and still refused: do not reload in a loop; the call's error shows.
  if (isGateDemanded()) return;
  store?.setItem(DEMANDED_KEY, 'yes');
  globalThis.location?.reload();
}
