import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { EMBEDDED_CREDENTIALS, provisionEmbeddedTable, startEmbeddedAws, type EmbeddedAws } from '../../src/local';

declare module 'vitest' {
  export interface ProvidedContext {
    testEnv: Record<string, string>;
  }
}

let aws: EmbeddedAws | undefined;

/** Starts the embedded DynamoDB and S3 for the integration run, creates the table and seeds the demo data. */
export default async function setup(project: TestProject) {
  aws = await startEmbeddedAws({
    dynamodbPort: 0,
    s3Port: 0,
    buckets: ['scout-test-media', 'scout-test-uploads'],
    corsOrigins: ['http://localhost:5173'],
  });
  const testEnv: Record<string, string> = {
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: EMBEDDED_CREDENTIALS.accessKeyId,
    AWS_SECRET_ACCESS_KEY: EMBEDDED_CREDENTIALS.secretAccessKey,
    TABLE_NAME: 'scout-test',
    MEDIA_BUCKET: 'scout-test-media',
    UPLOAD_BUCKET: 'scout-test-uploads',
    DYNAMODB_ENDPOINT: aws.dynamodbEndpoint,
    S3_ENDPOINT: aws.s3Endpoint,
    JWT_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    // Payments go through the local checkout provider (its sessions are paid in the tests, as its page does).
    STRIPE_WEBHOOK_SECRET: `whsec_${randomBytes(24).toString('hex')}`,
    LOCAL_CHECKOUT_URL: 'http://127.0.0.1:3001/local-checkout',
    WEB_ORIGINS: 'http://localhost:5173',
    // Every request reads the token's user afresh, so a revocation shows at once in tests.
    TOKEN_USER_CACHE_SECONDS: '0',
    // Passwords hashed at 2^14 rather than the deployed 2^17: the same scrypt, an eighth of the work per sign-in.
    PASSWORD_HASH_COST_LOG2: '14',
  };
  Object.assign(process.env, testEnv);
  await provisionEmbeddedTable(aws.dynamodbEndpoint, testEnv.TABLE_NAME as string);
  const { seedConfiguredTable } = await import('../../src/seed');
  await seedConfiguredTable();
  project.provide('testEnv', testEnv);
  return async () => {
    await aws?.stop();
  };
}
