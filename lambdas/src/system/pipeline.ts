import { randomBytes } from 'node:crypto';
import { RUNNING_BUILD_STATUSES, type PipelineBuild, type PipelineStatus } from '@scout/shared/api';
import { ConflictError, ServiceUnavailableError } from '../core/errors';
import { logger } from '../core/logger';
import type { BuildStore, PipelineRunner, StoredBuild } from './ports';

/** The page's history and the counts are over this many latest builds. */
export const PIPELINE_HISTORY = 30;

export interface PipelineDeps {
  store: BuildStore;
  runner: PipelineRunner;
}

export const isRunning = (build: Pick<PipelineBuild, 'status'>) => RUNNING_BUILD_STATUSES.includes(build.status);

const publicBuild = ({ externalId: _externalId, ...build }: StoredBuild): PipelineBuild => build;

/** Time-ordered ids: newer builds sort after older ones in the store. */
function newBuildId(now: Date): string {
  return `${now.getTime().toString(36).padStart(9, '0')}-${randomBytes(3).toString('hex')}`;
}

/**
 * POST /pipeline/trigger: claims the pipeline (one build at a time, by a conditional write) and starts the
 * build on the runner. A second trigger while one runs answers 409 and writes nothing.
 */
export async function triggerPipeline(
  deps: PipelineDeps,
  input: { branch: string; commit: string; triggeredBy: string },
  now: Date,
): Promise<PipelineBuild> {
  if (deps.runner.unavailable) throw new ServiceUnavailableError(deps.runner.unavailable);
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
    commit: input.commit,
    triggeredBy: input.triggeredBy,
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
    return publicBuild(started);
  } catch (err) {
    logger.error('Pipeline build could not start', { buildId: id, error: err instanceof Error ? err.message : String(err) });
    const failed: StoredBuild = { ...build, status: 'failed', finishedAt: new Date().toISOString() };
    await deps.store.save(failed);
    await deps.store.release(id);
    throw err;
  }
}

/** GET /pipeline/status: the counts (spec §4), the running build and the latest builds with their stages. */
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
