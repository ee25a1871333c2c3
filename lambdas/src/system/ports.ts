import type { HealthLevel, LambdaFunction, PipelineBuild } from '@scout/shared/api';

/** What one health check found. */
export interface ProbeResult {
  status: HealthLevel;
  detail: string;
}

/** The service's parts, each checked cheaply (a read, a HeadBucket, queue attributes, `ffmpeg -version`). */
export interface HealthProbes {
  database(): Promise<ProbeResult>;
  storage(): Promise<ProbeResult>;
  queue(): Promise<ProbeResult>;
  ffmpeg(): Promise<ProbeResult>;
  version(): { version: string; commit: string | null; builtAt: string | null };
}

/** A build as stored: the contract's build plus the runner's own id of it (CodeBuild's build id). */
export interface StoredBuild extends PipelineBuild {
  externalId: string | null;
}

/** Pipeline builds, and the one-build-at-a-time claim. */
export interface BuildStore {
  /** Claims the pipeline for a build (conditional write); false while another build holds a live claim. */
  claim(buildId: string, now: Date): Promise<boolean>;
  /** Releases the claim if this build still holds it. */
  release(buildId: string): Promise<void>;
  /** The build holding the claim, if any. */
  currentBuildId(): Promise<string | null>;
  save(build: StoredBuild): Promise<void>;
  get(id: string): Promise<StoredBuild | null>;
  /** The latest builds, newest first. */
  recent(limit: number): Promise<StoredBuild[]>;
}

/** Runs a build's stages somewhere (the local checks, or CodeBuild). */
export interface PipelineRunner {
  readonly kind: PipelineBuild['runner'];
  /** Why this runner cannot start builds here (a stack deployed without its build project); absent when it can. */
  readonly unavailable?: string;
  /** The stages a new build starts with (all pending). */
  plannedStages(): PipelineBuild['stages'];
  /**
   * The branch as this runner builds it: the source version it starts from (`refs/heads/main`, never a bare
   * name CodeBuild could read as a tag or a commit) and its commit when known now (CodeBuild tells it once the
   * source is downloaded). Null when the repository has no such branch.
   */
  resolveBranch(branch: string): Promise<{ sourceVersion: string; commit: string | null } | null>;
  /**
   * Starts the build. `update` is called with each change of a build that runs here (local runner); a remote
   * runner answers its own id and is asked again by `refresh`. The promise settles once the build has started.
   */
  start(build: StoredBuild, update: (build: StoredBuild) => Promise<void>): Promise<StoredBuild>;
  /** The build's current state from a remote runner (CodeBuild); absent when the runner reports by `update`. */
  refresh?(build: StoredBuild): Promise<StoredBuild>;
  /** A runner that runs builds in this process: whether this build still runs here (false after a restart). */
  runsHere?(build: StoredBuild): boolean;
}

/** Every function of the stack with its settings and the last hour's figures. */
export interface FunctionCatalog {
  readonly source: 'aws' | 'local';
  list(now: Date, windowMinutes: number): Promise<LambdaFunction[]>;
}
