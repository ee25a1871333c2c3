import { describe, expect, it } from 'vitest';
import type { StoredBuild } from '../../system/ports';
import { fromCodeBuild } from './codebuild-pipeline-runner';

const build: StoredBuild = {
  id: 'b1',
  branch: 'main',
  commit: 'manual-trigger',
  triggeredBy: 'web-ui',
  status: 'building',
  runner: 'codebuild',
  startedAt: '2026-11-23T10:00:00.000Z',
  finishedAt: null,
  stages: [],
  externalId: 'scout:1',
};
const at = (minute: number) => new Date(Date.UTC(2026, 10, 23, 10, minute));

describe("a CodeBuild build as the page's build", () => {
  it('is testing while PRE_BUILD runs, with install passed and deploy pending', () => {
    const mapped = fromCodeBuild(build, {
      buildStatus: 'IN_PROGRESS',
      phases: [
        { phaseType: 'INSTALL', phaseStatus: 'SUCCEEDED', startTime: at(0), endTime: at(2) },
        { phaseType: 'PRE_BUILD', startTime: at(2) },
      ],
    });

    expect(mapped.status).toBe('testing');
    expect(mapped.stages.map((s) => s.status)).toEqual(['passed', 'running', 'pending']);
    expect(mapped.finishedAt).toBeNull();
  });

  it('is deployed when the build succeeded, and failed (with the phase message) when a phase failed', () => {
    const deployed = fromCodeBuild(build, {
      buildStatus: 'SUCCEEDED',
      endTime: at(20),
      phases: ['INSTALL', 'PRE_BUILD', 'BUILD'].map((phaseType) => ({
        phaseType: phaseType as 'BUILD',
        phaseStatus: 'SUCCEEDED' as const,
      })),
    });
    const failed = fromCodeBuild(build, {
      buildStatus: 'FAILED',
      endTime: at(5),
      phases: [
        { phaseType: 'INSTALL', phaseStatus: 'SUCCEEDED' },
        {
          phaseType: 'PRE_BUILD',
          phaseStatus: 'FAILED',
          contexts: [{ statusCode: 'COMMAND_EXECUTION_ERROR', message: 'pnpm lint exit status 1' }],
        },
      ],
    });

    expect(deployed).toMatchObject({ status: 'deployed', finishedAt: at(20).toISOString() });
    expect(failed.status).toBe('failed');
    expect(failed.stages[1]).toMatchObject({ status: 'failed', exitCode: 1, logTail: 'COMMAND_EXECUTION_ERROR: pnpm lint exit status 1' });
  });
});
