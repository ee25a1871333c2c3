import { execFile, spawn } from 'node:child_process';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import type { PipelineStage } from '@scout/shared/api';
import { logger } from '../../core/logger';
import type { PipelineRunner, StoredBuild } from '../../system/ports';

/** How much of a stage's output is kept (the end, where the failure is). */
export const LOG_TAIL_CHARS = 4000;
/** How often a running stage's log is saved while it runs. */
const LOG_SAVE_INTERVAL_MS = 1500;

export interface LocalStageCommand {
  name: string;
  command: string;
}

/** lambdas/src/adapters/system → the repository root. */
export const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

/** Terminal colour and cursor codes, which a log on a page cannot show. */
// eslint-disable-next-line no-control-regex
const ANSI_CODES = /\u001b\[[0-9;?]*[A-Za-z]/g;

function tail(text: string): string {
  return text.length > LOG_TAIL_CHARS ? `…${text.slice(-LOG_TAIL_CHARS)}` : text;
}

function runStage(command: string, cwd: string, onOutput: (text: string) => void): Promise<number> {
  return new Promise((resolve) => {
    // The commands come from the server's configuration (PIPELINE_LOCAL_STAGES), never from a request.
    const child = spawn(command, { cwd, shell: true });
    child.stdout.on('data', (chunk: Buffer) => onOutput(chunk.toString('utf8').replace(ANSI_CODES, '')));
    child.stderr.on('data', (chunk: Buffer) => onOutput(chunk.toString('utf8').replace(ANSI_CODES, '')));
    child.on('error', (err) => {
      onOutput(`\n${err.message}\n`);
      resolve(127);
    });
    child.on('close', (code) => resolve(code ?? 1));
  });
}

const run = promisify(execFile);

async function commitOf(ref: string, cwd: string): Promise<string | null> {
  try {
    const { stdout } = await run('git', ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`], { cwd });
    return stdout.trim() || null;
  } catch {
    return null;
  }
}

/**
 * The branch's commit from git in `workdir`: the local branch, else the remote's. A checkout that has neither
 * (a pull request's shallow CI checkout) records the working tree's own commit, which is what the local runner
 * tests anyway (it never checks a branch out); the allowlist is the use case's, whatever the runner.
 */
export async function resolveLocalBranch(
  branch: string,
  workdir: string,
): Promise<{ sourceVersion: string; commit: string | null } | null> {
  const ref = `refs/heads/${branch}`;
  const commit =
    (await commitOf(ref, workdir)) ?? (await commitOf(`refs/remotes/origin/${branch}`, workdir)) ?? (await commitOf('HEAD', workdir));
  return commit ? { sourceVersion: ref, commit } : null;
}

/**
 * The local stack's pipeline: the project's own checks (lint, types, unit tests by default) run one after the
 * other as child processes from the repository root, on the working tree as it is (the branch is recorded,
 * not checked out). Each stage's status, times, exit code and log tail are saved as it goes; the first failing
 * stage fails the build and skips the rest. There is no deploy locally, so a green build is 'passed'.
 */
export function createLocalPipelineRunner(stages: readonly LocalStageCommand[], workdir: string = REPO_ROOT): PipelineRunner {
  const running = new Set<string>();
  return {
    kind: 'local',
    runsHere: (build) => running.has(build.id),
    resolveBranch: (branch) => resolveLocalBranch(branch, workdir),
    plannedStages: () =>
      stages.map((stage) => ({ name: stage.name, status: 'pending', startedAt: null, finishedAt: null, exitCode: null, logTail: '' })),
    async start(build, update) {
      const started: StoredBuild = { ...build, status: 'testing' };
      running.add(build.id);
      void (async () => {
        let current = started;
        // Saves run one after another, in the order made, so a log save never overwrites a later stage change.
        let saving: Promise<void> = Promise.resolve();
        const save = (next: StoredBuild) => {
          current = next;
          saving = saving.then(() =>
            update(next).catch((err: unknown) =>
              logger.error('Pipeline build could not be saved', {
                buildId: build.id,
                error: err instanceof Error ? err.message : String(err),
              }),
            ),
          );
          return saving;
        };
        const setStage = (index: number, stage: Partial<PipelineStage>) => ({
          ...current,
          stages: current.stages.map((s, i) => (i === index ? { ...s, ...stage } : s)),
        });
        let failed = false;
        for (const [index, stage] of stages.entries()) {
          if (failed) {
            await save(setStage(index, { status: 'skipped' }));
            continue;
          }
          let log = `$ ${stage.command}\n`;
          await save(setStage(index, { status: 'running', startedAt: new Date().toISOString(), logTail: log }));
          const timer = setInterval(() => void save(setStage(index, { logTail: tail(log) })), LOG_SAVE_INTERVAL_MS);
          const exitCode = await runStage(stage.command, workdir, (text) => {
            log += text;
            if (log.length > LOG_TAIL_CHARS * 4) log = log.slice(-LOG_TAIL_CHARS * 2);
          });
          clearInterval(timer);
          failed = exitCode !== 0;
          await save(
            setStage(index, { status: failed ? 'failed' : 'passed', finishedAt: new Date().toISOString(), exitCode, logTail: tail(log) }),
          );
        }
        await save({ ...current, status: failed ? 'failed' : 'passed', finishedAt: new Date().toISOString() });
      })().finally(() => running.delete(build.id));
      return started;
    },
  };
}
