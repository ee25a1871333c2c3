/**
 * A tab opened on one build asks for the code of a page it has not visited yet; after a deploy that code may be
 * gone (or the network may stall on it). Such a failure is recognised, the page is reloaded once at the address
 * the user was going to (the new index.html names the new build's chunks), and if the code fails again soon after that reload
 * the user is told Scout was updated and offered a Reload, rather than being sent round a reload loop.
 */

/** A page's script chunk that has not arrived after this long counts as failed (the chunk-load timeout, 120 s). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/**
 * A second failure within this long of the automatic reload is not reloaded again: the reload did not help.
 * Longer than a chunk's timeout, so a reload whose chunk then times out still counts as the same episode; a
 * failure later than this is a new deploy and gets its own reload.
 */
export const CHUNK_RELOAD_WINDOW_MS = 10 * 60_000;

/** The session's record of the last automatic reload (ms since the epoch, as text). */
export const CHUNK_RELOAD_MARKER = 'scout:chunk-reload-at';

/** The words of the screen a second failure shows. */
export const APP_UPDATED_MESSAGE = 'Scout was updated — reload to continue';

/** A page's code could not be loaded: missing after a deploy, refused, or not arrived within the timeout. */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
}

/**
 * What browsers and Vite's preload helper say when a script or style chunk fails: Chromium, Firefox and
 * WebKit word a failed dynamic import differently; Vite names a style sheet it could not preload.
 */
const CHUNK_FAILURE_MESSAGES = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Failed to load module script/i,
  /Unable to preload CSS/i,
];

/** Whether an error is a chunk that did not load (as opposed to code that loaded and then threw). */
export function isChunkLoadFailure(error: unknown): boolean {
  if (error instanceof ChunkLoadError) return true;
  if (!(error instanceof Error)) return false;
  return CHUNK_FAILURE_MESSAGES.some((pattern) => pattern.test(error.message));
}

/**
 * Loads a page's code, giving up after `timeoutMs`: a chunk that fails or does not arrive rejects with a
 * ChunkLoadError; any other error (the module loaded and threw) is passed on unchanged.
 */
export function loadChunk<Module>(load: () => Promise<Module>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): Promise<Module> {
  return new Promise<Module>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new ChunkLoadError(`The page's code did not load within ${Math.round(timeoutMs / 1000)} s`));
    }, timeoutMs);
    load().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(
          isChunkLoadFailure(error) ? new ChunkLoadError(error instanceof Error ? error.message : String(error), { cause: error }) : error,
        );
      },
    );
  });
}

export type ChunkRecovery = 'reload' | 'show-updated';

/**
 * The reload-once rule: reload unless the session reloaded for a failed chunk less than the window ago.
 * A marker that cannot be read as a time (missing, edited) does not block the reload; one from the future
 * (a clock set back) counts as recent.
 */
export function decideChunkRecovery(lastReloadAt: string | null, now: number): ChunkRecovery {
  if (lastReloadAt === null) return 'reload';
  const at = Number(lastReloadAt);
  if (!Number.isFinite(at) || lastReloadAt.trim() === '') return 'reload';
  return now - at < CHUNK_RELOAD_WINDOW_MS ? 'show-updated' : 'reload';
}

/** The session storage the marker lives in; null when the browser refuses it. */
type MarkerStorage = Pick<Storage, 'getItem' | 'setItem'>;

export interface ChunkRecoveryDeps {
  storage: MarkerStorage | null;
  now(): number;
  /** Loads the page again: at `address` (path, search and hash) when given, else where the tab is. */
  reload(address: string | null): void;
}

/**
 * Handles one page load's chunk failures: the first failure decides (and reloads, recording the time, when the
 * rule says so); every later failure of the same page load gets the same answer, so the preload event and the
 * route's error screen never reload twice or disagree. Without session storage there is no way to tell a second
 * failure from a first, so the screen is shown rather than risk a reload loop.
 */
export function createChunkRecovery(deps: ChunkRecoveryDeps): (address?: string | null) => ChunkRecovery {
  let decided: ChunkRecovery | null = null;
  return (address = null) => {
    if (decided) return decided;
    decided = decide(deps);
    if (decided === 'reload') deps.reload(address);
    return decided;
  };
}

function decide({ storage, now }: ChunkRecoveryDeps): ChunkRecovery {
  if (!storage) return 'show-updated';
  try {
    const decision = decideChunkRecovery(storage.getItem(CHUNK_RELOAD_MARKER), now());
    if (decision === 'reload') storage.setItem(CHUNK_RELOAD_MARKER, String(now()));
    return decision;
  } catch {
    return 'show-updated';
  }
}

function sessionStorageOrNull(): MarkerStorage | null {
  try {
    return (globalThis.sessionStorage as Storage | undefined) ?? null;
  } catch {
    return null;
  }
}

function reloadAt(address: string | null): void {
  const here = window.location.pathname + window.location.search + window.location.hash;
  if (address && address !== here) window.location.assign(address);
  else window.location.reload();
}

/** This page load's recovery: the browser's session storage, clock and reload. */
export const recoverFromChunkFailure = createChunkRecovery({ storage: sessionStorageOrNull(), now: () => Date.now(), reload: reloadAt });

/**
 * Vite's preload helper fires `vite:preloadError` on the window when a chunk (or its style sheet) of a dynamic
 * import fails. The first such failure of a chunk reloads the page, at the address the app was navigating to
 * when the chunk was a page's (`pendingAddress`: the tab still shows the previous page's address then), else
 * where the tab is. The error still reaches the importer, whose error screen tells the user when the reload
 * already happened.
 */
export function installChunkRecovery(pendingAddress: () => string | null, target: Window = window): void {
  target.addEventListener('vite:preloadError', (event) => {
    // Vite fires it for any rejected dynamic import, a module that loaded and threw included: those are bugs.
    if (isChunkLoadFailure(event.payload)) recoverFromChunkFailure(pendingAddress());
  });
}
