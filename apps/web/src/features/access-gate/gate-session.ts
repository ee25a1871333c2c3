import { gatePass, isGateDemanded, rememberGatePass, setGateOnScreen } from '../../lib/gate-pass';

/**
 * The gate's unlock lasts for the browser session (sessionStorage: this tab, until it closes), as the pass the
 * server gave for the code (lib/gate-pass.ts). Kept apart from the gate's screen so the first page can ask
 * "unlocked?" without loading the screen.
 */
export function isGateUnlocked(): boolean {
  return gatePass() !== null;
}

/** Whether the API asked for the gate on a host that does not show it up front. */
export { isGateDemanded, setGateOnScreen };

export function rememberGateUnlocked(token: string | null): void {
  // No token: the code was cleared meanwhile, so the API asks for nothing and there is no pass to keep.
  if (token) rememberGatePass(token);
}
