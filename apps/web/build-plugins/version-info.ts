import { execFileSync } from 'node:child_process';

/**
 * The version file's fields: the commit the build was made from, read from git at
 * build time. `files` is the number of files the commit changed (a count, not the list: every open tab fetches
 * this file every 30 s, and a large commit's list would make it heavy for nothing the app shows).
 */
export interface VersionInfo {
  hash: string;
  shortHash: string;
  /** The commit's subject line. */
  message: string;
  author: string;
  /** The commit's author date, ISO 8601. */
  date: string;
  /** The branch checked out when the build ran; empty on a detached HEAD or without git. */
  branch: string;
  /** How many files the commit changed. */
  files: number;
  stats: { additions: number; deletions: number };
  /** When the build (or the dev server) made this file, ISO 8601. */
  generated: string;
}

/** The hash when neither the build nor git names a commit (a tarball build). */
export const UNKNOWN_COMMIT = 'dev';

export interface ReadVersionOptions {
  /** Where to run git (the repository or any folder in it). */
  cwd: string;
  /** A commit named by the build (VITE_COMMIT); else HEAD. */
  commit?: string | undefined;
  /** A branch named by the build (CI checkouts are often detached); else the checked-out one. */
  branch?: string | undefined;
  now?: Date;
}

function git(cwd: string, args: string[]): string | null {
  try {
    return execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], timeout: 10_000 }).trim();
  } catch {
    return null;
  }
}

export function shortHashOf(hash: string): string {
  return hash.length > 7 ? hash.slice(0, 7) : hash;
}

/** `git show --numstat` lines ('12\t3\tpath'; binary files count as changed with '-' for their lines). */
export function parseNumstat(output: string): Pick<VersionInfo, 'files' | 'stats'> {
  const stats = { additions: 0, deletions: 0 };
  let files = 0;
  for (const line of output.split('\n')) {
    const [added, deleted, path] = line.split('\t');
    if (path === undefined || added === undefined || deleted === undefined) continue;
    files += 1;
    stats.additions += Number(added) || 0;
    stats.deletions += Number(deleted) || 0;
  }
  return { files, stats };
}

const FIELD_SEPARATOR = '\u001f';

/**
 * Reads the version info of a commit (the build's VITE_COMMIT, else HEAD) from git. Without git, or for a commit
 * git does not know, the hash is the one named (or 'dev') and the other fields are empty.
 */
export function readVersionInfo(options: ReadVersionOptions): VersionInfo {
  const { cwd } = options;
  const named = options.commit?.trim() || undefined;
  const generated = (options.now ?? new Date()).toISOString();
  const empty = (hash: string): VersionInfo => ({
    hash,
    shortHash: shortHashOf(hash),
    message: '',
    author: '',
    date: '',
    branch: options.branch?.trim() ?? '',
    files: 0,
    stats: { additions: 0, deletions: 0 },
    generated,
  });

  const log = git(cwd, ['log', '-1', `--format=%H${FIELD_SEPARATOR}%s${FIELD_SEPARATOR}%an${FIELD_SEPARATOR}%aI`, named ?? 'HEAD', '--']);
  if (!log) return empty(named ?? UNKNOWN_COMMIT);
  const [hash = '', message = '', author = '', date = ''] = log.split(FIELD_SEPARATOR);
  // A named commit keeps the build's spelling (the bundle's env carries the same string).
  const info = { ...empty(named ?? hash), message, author, date };

  const numstat = git(cwd, ['show', '--numstat', '--format=', '--diff-merges=first-parent', hash, '--']);
  if (numstat !== null) Object.assign(info, parseNumstat(numstat));

  if (!info.branch) {
    const branch = git(cwd, ['symbolic-ref', '--short', '-q', 'HEAD']);
    const head = git(cwd, ['rev-parse', 'HEAD']);
    // The checked-out branch names the build's commit only when that commit is HEAD.
    if (branch && head === hash) info.branch = branch;
  }
  return info;
}
