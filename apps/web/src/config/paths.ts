/**
 * The web app's routes. They are declared once in @scout/shared (appPaths), because the side drawer's
 * entries, which the server also sends at login, point at the same routes; components link through these
 * helpers, never with string literals.
 */
export { appPaths as paths } from '@scout/shared/domain';

/** The static version file; `t` defeats caches. */
export function commitInfoHref(now: number): string {
  return `/commit-info.json?t=${now}`;
}
