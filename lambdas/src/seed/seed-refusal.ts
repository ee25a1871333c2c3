import type { Env } from '../config/env';

/**
 * Why the demo data must not go into the configured table, or null when it may: only an embedded DynamoDB on
 * this machine (the local stack, tests, benchmarks) takes it. A deployed stage's table (no endpoint, AWS's
 * own) would get accounts whose passwords every copy of the code knows; its first administrator comes from
 * ./scripts/create-admin instead.
 */
export function seedRefusal(config: Pick<Env, 'DYNAMODB_ENDPOINT' | 'STAGE'>): string | null {
  const host = config.DYNAMODB_ENDPOINT ? new URL(config.DYNAMODB_ENDPOINT).hostname : null;
  const embedded = host === '127.0.0.1' || host === 'localhost' || host === '::1' || host === '[::1]';
  if (!embedded) {
    return `Refusing to seed demo data into stage "${config.STAGE}": its table is not an embedded DynamoDB on this machine. Demo accounts have published passwords; create the first administrator with ./scripts/create-admin.`;
  }
  return null;
}
