import { describe, expect, it, vi } from 'vitest';
import { ServiceUnavailableError } from '../core/errors';
import { createRecordingAuditTrail } from '../audit/audit-trail';
import { callerFromClaims } from '../core/caller';
import { refusedBranchMessage, triggerPipeline } from './pipeline';
import type { BuildStore, PipelineRunner } from './ports';

const administrator = callerFromClaims({
  sub: 'user-admin',
  accountId: 'internal',
  role: 'admin',
  email: 'admin@example.com',
  name: 'Ada Admin',
  accountName: 'Internal',
} as Parameters<typeof callerFromClaims>[0]);

describe('refusedBranchMessage', () => {
  it('names the allowlisted branches and the refused ref', () => {
    expect(refusedBranchMessage(['main'], 'pr/123')).toBe('Only the main branch can be deployed; pr/123 is not allowed.');
    expect(refusedBranchMessage(['main', 'release', 'hotfix'], 'v1.0.0')).toBe(
      'Only the main, release or hotfix branches can be deployed; v1.0.0 is not allowed.',
    );
  });
});

describe('triggerPipeline', () => {
  it('answers 503 in words, writing nothing, when the stack has no build project to run it', async () => {
    // A stand-in store: this test is about what is not written (the integration tests use the real one).
    const store: BuildStore = {
      claim: vi.fn(async () => true),
      release: vi.fn(async () => undefined),
      currentBuildId: vi.fn(async () => null),
      save: vi.fn(async () => undefined),
      get: vi.fn(async () => null),
      recent: vi.fn(async () => []),
    };
    const runner: PipelineRunner = {
      kind: 'codebuild',
      unavailable: 'This stack has no pipeline build project.',
      plannedStages: () => [],
      resolveBranch: vi.fn(async () => ({ sourceVersion: 'refs/heads/main', commit: 'abc' })),
      start: vi.fn(async () => {
        throw new Error('must not start');
      }),
    };

    const attempt = triggerPipeline(
      { store, runner, branches: ['main'], audit: createRecordingAuditTrail() },
      administrator,
      { branch: 'main' },
      new Date(),
    );

    await expect(attempt).rejects.toThrow(new ServiceUnavailableError('This stack has no pipeline build project.'));
    expect(store.claim).not.toHaveBeenCalled();
    expect(store.save).not.toHaveBeenCalled();
    expect(runner.start).not.toHaveBeenCalled();
  });
});
