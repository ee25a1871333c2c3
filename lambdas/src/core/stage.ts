/**
 * The production stage (infra/lib/config.ts: `isProduction` is the stage 'prod'): what only a development or
 * test stack may do (dev tools, test data, test purchases) is refused there, whoever asks.
 */
export function isProductionStage(stage: string): boolean {
  return stage === 'prod';
}
