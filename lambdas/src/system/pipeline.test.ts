import { describe, expect, it, vi } from 'vitest';
import { ServiceUnavailableError } from '../core/errors';
import { triggerPipeline } from './pipeline';
import type { BuildStore, PipelineRunner } from './ports';

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
      start: vi.fn(async () => {
        throw new Error('must not start');
      }),
    };

    const attempt = triggerPipeline({ store, runner }, { branch: 'main', commit: 'manual-trigger', triggeredBy: 'web-ui' }, new Date());

    await expect(attempt).rejects.toThrow(new ServiceUnavailableError('This stack has no pipeline build project.'));
    expect(store.claim).not.toHaveBeenCalled();
    expect(store.save).not.toHaveBeenCalled();
    expect(runner.start).not.toHaveBeenCalled();
  });
});
