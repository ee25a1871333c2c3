import { createHash } from 'node:crypto';
import { ValidationError } from './errors';

/**
 * Cursor paging, as the use cases ask the stores for it: a page of at most `limit` items from the page token
 * the previous page answered. The token is opaque outside the store that issued it.
 */
export interface PageRequest {
  limit: number;
  /** The previous page's `nextKey` (absent: the first page). */
  lastKey?: string;
}

/** A page of a list and the token of the next one (null: this is the last page). */
export interface Page<T> {
  items: T[];
  nextKey: string | null;
}

/** The attribute of a page key naming the filter it was issued for. */
const FILTER_FIELD = '~f';

/** A short digest of a filter's description: a key issued under one filter is refused under another. */
const filterDigest = (filter: string) => createHash('sha256').update(filter).digest('base64url').slice(0, 16);

/**
 * A position in a list as an opaque page token (null: no more pages), bound to the filter it was issued for
 * when one is given (the filter's digest rides along; the filter itself does not).
 */
export function encodeCursor(position: Record<string, unknown> | undefined, filter?: string): string | null {
  if (!position) return null;
  const bound = filter === undefined ? position : { ...position, [FILTER_FIELD]: filterDigest(filter) };
  return Buffer.from(JSON.stringify(bound)).toString('base64url');
}

/**
 * A page token back into the position it holds: exactly `fields`, each a string, issued under `filter` (or
 * under none when none is given); anything else is refused with ValidationError(refusal).
 */
export function decodeCursor(value: string, fields: readonly string[], refusal: string, filter?: string): Record<string, string> {
  try {
    const decoded = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as unknown;
    if (decoded && typeof decoded === 'object' && !Array.isArray(decoded)) {
      const { [FILTER_FIELD]: digest, ...position } = decoded as Record<string, unknown>;
      const sameFilter = filter === undefined ? digest === undefined : digest === filterDigest(filter);
      if (
        sameFilter &&
        Object.keys(position).length === fields.length &&
        fields.every((name) => typeof position[name] === 'string' && position[name] !== '')
      ) {
        return position as Record<string, string>;
      }
    }
  } catch {
    // fall through
  }
  throw new ValidationError(refusal);
}
