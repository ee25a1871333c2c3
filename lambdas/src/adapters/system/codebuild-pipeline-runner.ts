import { BatchGetBuildsCommand, CodeBuildClient, StartBuildCommand, type Build, type BuildPhase } from '@aws-sdk/client-codebuild';
import type { PipelineBuild, PipelineStage } from '@scout/shared/api';
import type { PipelineRunner, StoredBuild } from '../../system/ports';

/**
 * The CodeBuild project's buildspec phases (infra/lib/pipeline-project.ts) as the page's stages: install, the
 * checks (lint, types, unit tests) and the deploy (cdk deploy).
 */
const STAGES: { name: string; phase: string; status: PipelineBuild['status'] }[] = [
  { name: 'Install', phase: 'INSTALL', status: 'building' },
  { name: 'Checks (lint, types, unit tests)', phase: 'PRE_BUILD', status: 'testing' },
  { name: 'Deploy', phase: 'BUILD', status: 'deploying' },
];

function stageOf(phase: BuildPhase | undefined, name: string): PipelineStage {
  if (!phase) return { name, status: 'pending', startedAt: null, finishedAt: null, exitCode: null, logTail: '' };
  const status: PipelineStage['status'] =
    phase.phaseStatus === undefined || phase.phaseStatus === 'IN_PROGRESS'
      ? 'running'
      : phase.phaseStatus === 'SUCCEEDED'
        ? 'passed'
        : 'failed';
  const messages = (phase.contexts ?? [])
    .map((context) => [context.statusCode, context.message].filter(Boolean).join(': '))
    .filter(Boolean);
  return {
    name,
    status,
    startedAt: phase.startTime?.toISOString() ?? null,
    finishedAt: phase.endTime?.toISOString() ?? null,
    exitCode: status === 'passed' ? 0 : status === 'failed' ? 1 : null,
    logTail: messages.join('\n'),
  };
}

/** A CodeBuild build as the page's build: its phases as stages, its status as the page names it. */
export function fromCodeBuild(build: StoredBuild, remote: Build): StoredBuild {
  const phases = remote.phases ?? [];
  const stages = STAGES.map(({ name, phase }) =>
    stageOf(
      phases.find((p) => p.phaseType === phase),
      name,
    ),
  );
  const running = STAGES.filter((_, index) => stages[index]?.status === 'running').at(-1);
  const status: PipelineBuild['status'] =
    remote.buildStatus === 'SUCCEEDED'
      ? 'deployed'
      : remote.buildStatus && remote.buildStatus !== 'IN_PROGRESS'
        ? 'failed'
        : (running?.status ?? 'building');
  const logLink = remote.logs?.deepLink ? `\nFull log: ${remote.logs.deepLink}` : '';
  return {
    ...build,
    // The commit CodeBuild built, once it has downloaded the source.
    commit: remote.resolvedSourceVersion ?? build.commit,
    status,
    finishedAt: remote.endTime?.toISOString() ?? null,
    stages: stages.map((stage, index) =>
      index === stages.length - 1 && logLink && stage.status !== 'pending' ? { ...stage, logTail: stage.logTail + logLink } : stage,
    ),
  };
}

/** A branch as a full ref: a bare name could be read by CodeBuild as a tag or a commit id. */
export const branchRef = (branch: string) => `refs/heads/${branch}`;

let client: CodeBuildClient | undefined;

/** AWS: the pipeline is the stack's CodeBuild project; the page's reads ask CodeBuild for the running build. */
export function createCodeBuildPipelineRunner(projectName: string, region: string): PipelineRunner {
  const codebuild = () => (client ??= new CodeBuildClient({ region }));
  return {
    kind: 'codebuild',
    plannedStages: () => STAGES.map(({ name }) => stageOf(undefined, name)),
    // CodeBuild resolves the branch's head itself when the build starts; its commit is read back (resolvedSourceVersion).
    resolveBranch: (branch) => Promise.resolve({ sourceVersion: branchRef(branch), commit: null }),
    async start(build) {
      const result = await codebuild().send(
        new StartBuildCommand({
          projectName,
          sourceVersion: branchRef(build.branch),
          environmentVariablesOverride: [
            { name: 'SCOUT_COMMIT', value: build.commit, type: 'PLAINTEXT' },
            { name: 'SCOUT_TRIGGERED_BY', value: build.triggeredBy, type: 'PLAINTEXT' },
          ],
        }),
      );
      if (!result.build?.id) throw new Error('CodeBuild did not start a build');
      return fromCodeBuild({ ...build, externalId: result.build.id }, result.build);
    },
    async refresh(build) {
      if (!build.externalId) return build;
      const result = await codebuild().send(new BatchGetBuildsCommand({ ids: [build.externalId] }));
      const remote = result.builds?.[0];
      return remote ? fromCodeBuild(build, remote) : build;
    },
  };
}
