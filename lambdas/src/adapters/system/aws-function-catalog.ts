import { CloudWatchClient, GetMetricDataCommand, type MetricDataQuery } from '@aws-sdk/client-cloudwatch';
import { GetFunctionConfigurationCommand, LambdaClient } from '@aws-sdk/client-lambda';
import { functionSettings, STACK_FUNCTIONS, type StackFunction } from '@scout/shared/api';
import type { FunctionCatalog } from '../../system/ports';
import { functionRoutes } from './local-function-catalog';

let lambda: LambdaClient | undefined;
let cloudwatch: CloudWatchClient | undefined;

const metric = (id: string, functionName: string, metricName: string, stat: string, period: number): MetricDataQuery => ({
  Id: id,
  MetricStat: {
    Metric: { Namespace: 'AWS/Lambda', MetricName: metricName, Dimensions: [{ Name: 'FunctionName', Value: functionName }] },
    Period: period,
    Stat: stat,
  },
  ReturnData: true,
});

/**
 * AWS: each function of the stack (names given by the CDK stack in LAMBDA_FUNCTIONS) with its configuration
 * from the Lambda API and the last hour from CloudWatch (Invocations, Errors, Duration p50/p95). The last
 * error is the last minute with Errors > 0 (its message is in the function's log group, named on the page).
 */
export function createAwsFunctionCatalog(
  functionNames: Partial<Record<StackFunction, string>>,
  region: string,
  /** The system function itself: named by its runtime, not by the stack (that would be a circular reference). */
  self: { domain: StackFunction; name: string; memoryMb: number },
): FunctionCatalog {
  const names: Partial<Record<StackFunction, string>> = { ...functionNames, [self.domain]: self.name };
  return {
    source: 'aws',
    async list(now, windowMinutes) {
      lambda ??= new LambdaClient({ region });
      cloudwatch ??= new CloudWatchClient({ region });
      const start = new Date(now.getTime() - windowMinutes * 60_000);
      const period = windowMinutes * 60;
      return Promise.all(
        STACK_FUNCTIONS.filter((fn) => names[fn]).map(async (fn) => {
          const name = names[fn]!;
          const [configuration, metrics] = await Promise.all([
            fn === self.domain
              ? { MemorySize: self.memoryMb, Timeout: functionSettings(fn).timeoutSeconds, Runtime: functionSettings(fn).runtime }
              : lambda!.send(new GetFunctionConfigurationCommand({ FunctionName: name })),
            cloudwatch!.send(
              new GetMetricDataCommand({
                StartTime: start,
                EndTime: now,
                MetricDataQueries: [
                  metric('invocations', name, 'Invocations', 'Sum', period),
                  metric('errors', name, 'Errors', 'Sum', period),
                  metric('p50', name, 'Duration', 'p50', period),
                  metric('p95', name, 'Duration', 'p95', period),
                  metric('errorsByMinute', name, 'Errors', 'Sum', 60),
                ],
              }),
            ),
          ]);
          const series = (id: string) => metrics.MetricDataResults?.find((result) => result.Id === id);
          const total = (id: string) => (series(id)?.Values ?? []).reduce((sum, value) => sum + value, 0);
          const first = (id: string) => series(id)?.Values?.[0] ?? null;
          const byMinute = series('errorsByMinute');
          const lastErrorIndex = (byMinute?.Values ?? []).findIndex((value) => value > 0);
          const lastErrorAt = lastErrorIndex >= 0 ? byMinute?.Timestamps?.[lastErrorIndex] : undefined;
          return {
            domain: fn,
            name,
            routes: functionRoutes(fn),
            memoryMb: configuration.MemorySize ?? 0,
            timeoutSeconds: configuration.Timeout ?? 0,
            // The functions that run ffmpeg are container images (Node 24 in the image): Lambda reports no runtime for them.
            runtime:
              configuration.Runtime ??
              ('PackageType' in configuration && configuration.PackageType === 'Image' ? 'container image' : 'unknown'),
            invocations: Math.round(total('invocations')),
            errors: Math.round(total('errors')),
            p50Ms: first('p50'),
            p95Ms: first('p95'),
            lastError: lastErrorAt
              ? {
                  at: lastErrorAt.toISOString(),
                  message: `${byMinute?.Values?.[lastErrorIndex] ?? 0} error(s) in this minute; the message is in the function’s log group`,
                }
              : null,
          };
        }),
      );
    },
  };
}
