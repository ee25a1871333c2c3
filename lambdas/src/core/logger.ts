import { Logger } from '@aws-lambda-powertools/logger';
import type { Context } from 'aws-lambda';
import { logLevel } from '../config/env';

/** What a log line carries besides its message; the keys become top-level fields of the JSON line. */
export type LogData = Record<string, unknown>;

/** The `service` field of every line: one name for all of Scout's functions (the function name tells them apart). */
export const LOG_SERVICE_NAME = 'scout';

let powertools: Logger | undefined;

/**
 * Powertools' structured JSON logger (CloudWatch in AWS, the terminal locally), built on first use rather than
 * at import: the local stack loads modules that log before it sets the environment, and the level is read
 * from that environment.
 */
function instance(): Logger {
  powertools ??= new Logger({ serviceName: LOG_SERVICE_NAME, logLevel: logLevel() });
  return powertools;
}

export const logger = {
  debug: (message: string, data: LogData = {}) => instance().debug(message, data),
  info: (message: string, data: LogData = {}) => instance().info(message, data),
  warn: (message: string, data: LogData = {}) => instance().warn(message, data),
  error: (message: string, data: LogData = {}) => instance().error(message, data),
};

/**
 * A Lambda entry point whose log lines carry the invocation's request id, function and cold start. The local
 * stack and the tests call handlers with the event alone; their lines simply go without those fields.
 */
export function withLambdaContext<E, R>(handler: (event: E, context?: Context) => Promise<R>): (event: E, context?: Context) => Promise<R> {
  return (event, context) => {
    if (context) instance().addContext(context);
    return handler(event, context);
  };
}
