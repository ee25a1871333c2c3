/**
 * What the benchmarks share: the embedded DynamoDB and S3 configured as the Lambdas expect (environment,
 * table, demo data), and calling a contract route through its real Lambda handler.
 */
import { randomBytes } from 'node:crypto';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { contract, type RouteId } from '../../packages/shared/src/api';
import {
  contractRouteEvent,
  EMBEDDED_CREDENTIALS,
  provisionEmbeddedTable,
  startEmbeddedAws,
  type ContractCall,
  type EmbeddedAws,
} from '../../lambdas/src/local';

const TABLE = 'scout-bench';

/** Starts dynalite and s3rver (in memory, or on disk under `dataDir` as the local stack keeps them), points this process's Lambda code at them, creates the table and seeds it. */
export async function startBenchAws(logLevel: 'silent' | 'warn', dataDir?: string): Promise<EmbeddedAws> {
  const aws = await startEmbeddedAws({ dataDir, dynamodbPort: 0, s3Port: 0, buckets: ['bench-media', 'bench-uploads'], corsOrigins: [] });
  Object.assign(process.env, {
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: EMBEDDED_CREDENTIALS.accessKeyId,
    AWS_SECRET_ACCESS_KEY: EMBEDDED_CREDENTIALS.secretAccessKey,
    TABLE_NAME: TABLE,
    MEDIA_BUCKET: 'bench-media',
    UPLOAD_BUCKET: 'bench-uploads',
    DYNAMODB_ENDPOINT: aws.dynamodbEndpoint,
    S3_ENDPOINT: aws.s3Endpoint,
    JWT_SECRET: randomBytes(32).toString('hex'),
    // The payments function needs a provider to load: the local checkout's, as in the tests (never called here).
    LOCAL_CHECKOUT_URL: 'http://127.0.0.1:3001/local-checkout',
    STRIPE_WEBHOOK_SECRET: `whsec_${randomBytes(24).toString('hex')}`,
    LOG_LEVEL: logLevel,
  });
  await provisionEmbeddedTable(aws.dynamodbEndpoint, TABLE);
  const { seedConfiguredTable } = await import('../../lambdas/src/seed');
  await seedConfiguredTable();
  return aws;
}

type Handler = (event: APIGatewayProxyEventV2) => Promise<APIGatewayProxyStructuredResultV2>;

/** Calls a route through `handler`; a 3xx-5xx answer throws. Returns the body, its size and the handler's time. */
export async function callRoute(handler: Handler, routeId: RouteId, call: ContractCall = {}) {
  const event = contractRouteEvent(contract[routeId], call);
  const started = performance.now();
  const result = await handler(event);
  const elapsed = performance.now() - started;
  if ((result.statusCode ?? 200) >= 300) throw new Error(`${routeId} answered ${result.statusCode}: ${result.body}`);
  return { elapsed, body: JSON.parse(result.body ?? '{}') as Record<string, unknown>, bytes: (result.body ?? '').length };
}
