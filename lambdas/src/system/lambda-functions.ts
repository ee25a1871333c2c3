import type { LambdaFunctions } from '@scout/shared/api';
import type { FunctionCatalog } from './ports';

export const LAMBDA_METRICS_WINDOW_MINUTES = 60;

/** GET /lambdas: every function of the stack with its settings and the last hour's figures. */
export async function listLambdaFunctions(catalog: FunctionCatalog, now: Date): Promise<LambdaFunctions> {
  return {
    source: catalog.source,
    windowMinutes: LAMBDA_METRICS_WINDOW_MINUTES,
    functions: await catalog.list(now, LAMBDA_METRICS_WINDOW_MINUTES),
  };
}

/** The p-th percentile (nearest rank) of durations; null without any. */
export function percentile(values: readonly number[], p: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1] ?? null;
}
