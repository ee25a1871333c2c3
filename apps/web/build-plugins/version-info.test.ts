import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { parseNumstat, readVersionInfo, UNKNOWN_COMMIT } from './version-info';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const NOW = new Date('2026-11-26T08:00:00.000Z');
const run = (cwd: string, ...args: string[]) => execFileSync('git', args, { cwd, encoding: 'utf8' }).trim();

const scratch: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'scout-version-'));
  scratch.push(dir);
  return dir;
}
afterAll(() => scratch.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('version info read from git', () => {
  it("describes this repository's HEAD commit", () => {
    // Prepare: what git itself says of HEAD, asked differently (rev-parse, show --name-only).
    const head = run(repoRoot, 'rev-parse', 'HEAD');
    const changed = run(repoRoot, 'show', '--name-only', '--format=', '--diff-merges=first-parent', 'HEAD').split('\n').filter(Boolean);

    // Act
    const info = readVersionInfo({ cwd: repoRoot, now: NOW });

    // Assess
    expect(info.hash).toBe(head);
    expect(info.shortHash).toBe(head.slice(0, 7));
    expect(info.message).toBe(run(repoRoot, 'show', '-s', '--format=%s', 'HEAD'));
    expect(info.author).not.toBe('');
    expect(new Date(info.date).getTime()).not.toBeNaN();
    expect(info.files).toBe(changed.length);
    expect(info.generated).toBe(NOW.toISOString());
  });

  it('reads message, author, date, branch, changed files and line counts of a known commit', () => {
    // Prepare: a repository with a first commit, then one that adds a file and edits another.
    const dir = tempDir();
    run(dir, 'init', '-q', '-b', 'feature/version-chip');
    const commit = (message: string, date: string) =>
      execFileSync('git', ['-c', 'user.name=Pat Coach', '-c', 'user.email=pat@example.com', 'commit', '-q', '-m', message], {
        cwd: dir,
        env: { ...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date },
      });
    writeFileSync(join(dir, 'a.txt'), 'one\ntwo\nthree\n');
    run(dir, 'add', '.');
    commit('First', '2026-11-01T10:00:00+00:00');
    writeFileSync(join(dir, 'a.txt'), 'one\n2\nthree\nfour\n');
    writeFileSync(join(dir, 'b.txt'), 'x\ny\n');
    run(dir, 'add', '.');
    commit('Version chip in the layout', '2026-11-02T11:30:00+00:00');

    // Act
    const info = readVersionInfo({ cwd: dir, now: NOW });

    // Assess: a.txt +2 -1, b.txt +2.
    expect(info).toEqual({
      hash: run(dir, 'rev-parse', 'HEAD'),
      shortHash: run(dir, 'rev-parse', '--short=7', 'HEAD'),
      message: 'Version chip in the layout',
      author: 'Pat Coach',
      date: '2026-11-02T11:30:00+00:00',
      branch: 'feature/version-chip',
      files: 2,
      stats: { additions: 4, deletions: 1 },
      generated: NOW.toISOString(),
    });
  });

  it('keeps a commit named by the build, and its branch, and reads that commit rather than HEAD', () => {
    // Prepare: two commits; the build names the first.
    const dir = tempDir();
    run(dir, 'init', '-q', '-b', 'main');
    const config = ['-c', 'user.name=CI', '-c', 'user.email=ci@example.com'];
    writeFileSync(join(dir, 'a.txt'), 'a\n');
    run(dir, 'add', '.');
    run(dir, ...config, 'commit', '-q', '-m', 'Older');
    const older = run(dir, 'rev-parse', 'HEAD');
    writeFileSync(join(dir, 'b.txt'), 'b\n');
    run(dir, 'add', '.');
    run(dir, ...config, 'commit', '-q', '-m', 'Newer');

    // Act
    const info = readVersionInfo({ cwd: dir, commit: older, branch: 'release', now: NOW });

    // Assess: not HEAD's subject, and the branch the build named (HEAD's branch does not name another commit).
    expect(info).toMatchObject({ hash: older, message: 'Older', branch: 'release', files: 1, stats: { additions: 1, deletions: 0 } });
    expect(readVersionInfo({ cwd: dir, commit: older, now: NOW }).branch).toBe('');
  });

  it("falls back to 'dev' and empty fields without git, and keeps a named commit git does not know", () => {
    // Prepare: a folder outside any repository.
    const dir = tempDir();

    // Act
    const none = readVersionInfo({ cwd: dir, now: NOW });
    const named = readVersionInfo({ cwd: dir, commit: 'abc1234def5678', now: NOW });

    // Assess
    expect(none).toEqual({
      hash: UNKNOWN_COMMIT,
      shortHash: UNKNOWN_COMMIT,
      message: '',
      author: '',
      date: '',
      branch: '',
      files: 0,
      stats: { additions: 0, deletions: 0 },
      generated: NOW.toISOString(),
    });
    expect(named).toMatchObject({ hash: 'abc1234def5678', shortHash: 'abc1234', message: '', files: 0 });
  });

  it('counts binary files as changed without lines', () => {
    expect(parseNumstat('3\t1\tsrc/a.ts\n-\t-\tlogo.png\n\n10\t0\tREADME.md')).toEqual({
      files: 3,
      stats: { additions: 13, deletions: 1 },
    });
  });
});
