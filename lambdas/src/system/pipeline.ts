import { randomBytes } from 'node:crypto';
import { RUNNING_BUILD_STATUSES, type PipelineBuild, type PipelineStatus } from '@scout/shared/api';
import { can } from '@scout/shared/permissions';
import { auditActor } from '../audit/audit-trail';
import { assertPermittedAudited } from '../audit/denied';
import type { Caller } from '../core/caller';
import { ConflictError, ServiceUnavailableError, ValidationError } from '../core/errors';
import { logger } from '../core/logger';
import type { BuildStore, PipelineRunner, StoredBuild } from './ports';
import type { AuditTrail } from '../ports';

/** The page's history and the counts are over this many latest builds. */
export const PIPELINE_HISTORY = 30;

export interface PipelineDeps {
  store: BuildStore;
  runner: PipelineRunner;
  /** The branches a deploy may build (PIPELINE_BRANCHES; default main). */
  branches: readonly string[];
  audit: AuditTrail;
}

export const PIPELINE_ADMINISTRATORS_ONLY = 'Only administrators can run the pipeline.';

function orList(words: readonly string[]): string {
  return words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} or ${words.at(-1)}`;
}

/** Why `branch` cannot be deployed: only the allowlisted branches, never a pull request, a tag or a bare commit. */
export function refusedBranchMessage(branches: readonly string[], branch: string): string {
  const allowed = branches.length === 1 ? `the ${branches[0]} branch` : `the ${orList(branches)} branches`;
  return `Only ${allowed} can be deployed; ${branch} is not allowed.`;
}

export const isRunning = (build: Pick<PipelineBuild, 'status'>) => RUNNING_BUILD_STATUSES.includes(build.status);

const publicBuild = ({ externalId: _externalId, ...build }: StoredBuild): PipelineBuild => build;

/** Time-ordered ids: newer builds sort after older ones in the store. */
function newBuildId(now: Date): string {
  return `${now.getTime().toString(36).padStart(9, '0')}-${randomBytes(3).toString('hex')}`;
}

/**
 * POST /pipeline/trigger (administrators): an allowlisted branch, resolved to its commit by the runner, claims
 * the pipeline (one build at a time, by a conditional write) and starts the build; who triggered it is the
 * caller. Any other ref answers 400 in words; a second trigger while one runs answers 409 and writes nothing.
 */
export async function triggerPipeline(deps: PipelineDeps, caller: Caller, input: { branch: string }, now: Date): Promise<PipelineBuild> {
  const target = { type: 'pipeline', id: null, label: input.branch } as const;
  await assertPermittedAudited(deps.audit, caller, can(caller.principal, 'pipeline:trigger'), {
    kind: 'pipeline.trigger',
    target,
    message: PIPELINE_ADMINISTRATORS_ONLY,
  });
  if (!deps.branches.includes(input.branch)) throw new ValidationError(refusedBranchMessage(deps.branches, input.branch));
  if (deps.runner.unavailable) throw new ServiceUnavailableError(deps.runner.unavailable);
  const resolved = await deps.runner.resolveBranch(input.branch);
  if (!resolved) throw new ValidationError(`The branch ${input.branch} was not found in the repository.`);
  const id = newBuildId(now);
  if (!(await deps.store.claim(id, now))) {
    const runningId = await deps.store.currentBuildId();
    const running = runningId ? await deps.store.get(runningId) : null;
    throw new ConflictError(
      running
        ? `A pipeline build is already running (${running.branch}, started ${running.startedAt} by ${running.triggeredBy}). Wait for it to finish, then run the pipeline again.`
        : 'A pipeline build is already running. Wait for it to finish, then run the pipeline again.',
    );
  }
  const build: StoredBuild = {
    id,
    branch: input.branch,
    // CodeBuild names the commit once it has the source (refresh); until then the ref it builds.
    commit: resolved.commit ?? resolved.sourceVersion,
    triggeredBy: caller.name || caller.userId,
    status: 'building',
    runner: deps.runner.kind,
    startedAt: now.toISOString(),
    finishedAt: null,
    stages: deps.runner.plannedStages(),
    externalId: null,
  };
  await deps.store.save(build);
  try {
    const started = await deps.runner.start(build, async (changed) => {
      await deps.store.save(changed);
      if (!isRunning(changed)) await deps.store.release(changed.id);
    });
    await deps.store.save(started);
    await deps.audit.record({
      kind: 'pipeline.trigger',
      outcome: 'success',
      actor: auditActor(caller),
      target: { type: 'pipeline', id, label: input.branch },
      sourceIp: caller.sourceIp,
      detail: { branch: input.branch, sourceVersion: resolved.sourceVersion, commit: resolved.commit, runner: deps.runner.kind },
    });
    return publicBuild(started);
  } catch (err) {
    logger.error('Pipeline build could not start', { buildId: id, error: err instanceof Error ? err.message : String(err) });
    const failed: StoredBuild = { ...build, status: 'failed', finishedAt: new Date().toISOString() };
    await deps.store.save(failed);
    await deps.store.release(id);
    throw err;
  }
}

/** GET /pipeline/status: the counts by status, the running build and the latest builds with their stages. */
export async function pipelineStatus(deps: PipelineDeps): Promise<PipelineStatus> {
  const currentId = await deps.store.currentBuildId();
  let current = currentId ? await deps.store.get(currentId) : null;
  // A remote runner (CodeBuild) is asked for the running build's progress when the page asks.
  if (current && isRunning(current) && deps.runner.refresh) {
    current = await deps.runner.refresh(current);
    await deps.store.save(current);
  }
  // A build of a runner that runs builds in its own process, no longer running there: the process stopped
  // (local stack restarted) while it ran. It failed, and frees the pipeline. ('building' is the moment between
  // the claim and the runner's start, when it is not running anywhere yet.)
  if (current && isRunning(current) && current.status !== 'building' && deps.runner.runsHere && !deps.runner.runsHere(current)) {
    const at = new Date().toISOString();
    current = {
      ...current,
      status: 'failed',
      finishedAt: at,
      stages: current.stages.map((stage) =>
        stage.status === 'running'
          ? {
              ...stage,
              status: 'failed',
              finishedAt: at,
              logTail: `${stage.logTail}\nInterrupted: the server stopped while this stage ran.`,
            }
          : stage.status === 'pending'
            ? { ...stage, status: 'skipped' }
            : stage,
      ),
    };
    await deps.store.save(current);
  }
  if (current && !isRunning(current)) {
    await deps.store.release(current.id);
    current = null;
  }
  const builds = (await deps.store.recent(PIPELINE_HISTORY)).map((build) => (current && build.id === current.id ? current : build));
  const count = (statuses: PipelineBuild['status'][]) => builds.filter((build) => statuses.includes(build.status)).length;
  return {
    counts: {
      total: builds.length,
      deployed: count(['deployed']),
      passed: count(['passed']),
      failed: count(['failed']),
      building: count(['building', 'testing', 'deploying']),
    },
    current: current ? publicBuild(current) : null,
    builds: builds.map(publicBuild),
  };
}
