import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import dynalite from 'dynalite';
import S3rver from 's3rver';
import { startS3SignatureGate } from './s3-signature-gate';

/**
 * s3rver accepts only its own credentials; dynalite accepts any. The local stack and the tests use these
 * for both, so the very same SDK code signs requests as in AWS, and the local S3's signature check
 * (s3-signature-gate.ts) verifies them with this secret.
 */
export const EMBEDDED_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;

export interface EmbeddedAwsOptions {
  /** Where data lives on disk; omitted: in memory (DynamoDB) and a temporary folder (S3), removed on stop. */
  dataDir?: string;
  /** 0 picks a free port. */
  dynamodbPort: number;
  /** The S3 endpoint's port, served by the signature check in front of s3rver. */
  s3Port: number;
  buckets: string[];
  /** Origins allowed to PUT/GET objects from a browser (the web app). */
  corsOrigins: string[];
  /**
   * Called after each object written (PUT, copy, multipart completion): the local twin of S3's object-created
   * event notification (see the event rule in infra's stateful stack).
   */
  onObjectCreated?: (event: { bucket: string; key: string }) => void;
}

export interface EmbeddedAws {
  dynamodbEndpoint: string;
  s3Endpoint: string;
  stop(): Promise<void>;
}

function corsConfiguration(origins: string[]): string {
  const rules = origins
    .map(
      (origin) => `<CORSRule>
    <AllowedOrigin>${origin}</AllowedOrigin>
    <AllowedMethod>GET</AllowedMethod><AllowedMethod>PUT</AllowedMethod><AllowedMethod>POST</AllowedMethod><AllowedMethod>HEAD</AllowedMethod>
    <AllowedHeader>*</AllowedHeader>
    <ExposeHeader>ETag</ExposeHeader>
    <MaxAgeSeconds>3000</MaxAgeSeconds>
  </CORSRule>`,
    )
    .join('\n');
  return `<CORSConfiguration>${rules}</CORSConfiguration>`;
}

/**
 * Starts dynalite and s3rver on loopback, s3rver behind a check of AWS Signature Version 4 (anonymous or
 * wrongly signed requests are refused as S3 refuses them); buckets are created (with CORS) if absent.
 */
export async function startEmbeddedAws(options: EmbeddedAwsOptions): Promise<EmbeddedAws> {
  const temporary = options.dataDir ? undefined : await mkdtemp(join(tmpdir(), 'scout-s3-'));
  const dynamoPath = options.dataDir ? join(options.dataDir, 'dynamodb') : undefined;
  const s3Path = options.dataDir ? join(options.dataDir, 's3') : (temporary as string);
  if (dynamoPath) await mkdir(dynamoPath, { recursive: true });
  await mkdir(s3Path, { recursive: true });

  const dynamo = dynalite({ path: dynamoPath, createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 });
  await new Promise<void>((resolve, reject) => {
    dynamo.once('error', reject);
    dynamo.listen(options.dynamodbPort, '127.0.0.1', () => resolve());
  });
  const dynamoPort = (dynamo.address() as AddressInfo).port;

  async function stopDynamo(): Promise<void> {
    // SDK clients keep connections alive; end them so close() does not wait for their idle timeout.
    const closed = new Promise<void>((resolve) => dynamo.close(() => resolve()));
    dynamo.closeAllConnections();
    await closed;
    if (temporary) await rm(temporary, { recursive: true, force: true });
  }

  // s3rver does not listen itself: the signature check owns the S3 port and hands it what passes.
  const s3 = new S3rver({
    directory: s3Path,
    silent: true,
    configureBuckets: options.buckets.map((name) => ({
      name,
      configs: options.corsOrigins.length > 0 ? [corsConfiguration(options.corsOrigins)] : [],
    })),
  });
  await s3.configureBuckets();
  const { onObjectCreated } = options;
  if (onObjectCreated) {
    s3.on('event', (notification) => {
      for (const record of notification.Records) {
        if (record.eventName.startsWith('ObjectCreated:')) onObjectCreated({ bucket: record.s3.bucket.name, key: record.s3.object.key });
      }
    });
  }
  const s3Gate = await startS3SignatureGate({
    port: options.s3Port,
    handler: s3.callback(),
    credentials: EMBEDDED_CREDENTIALS,
    corsOrigins: options.corsOrigins,
  }).catch(async (err: unknown) => {
    // The S3 port is busy: stop what started.
    await stopDynamo();
    throw err;
  });

  return {
    dynamodbEndpoint: `http://127.0.0.1:${dynamoPort}`,
    s3Endpoint: `http://127.0.0.1:${s3Gate.port}`,
    async stop() {
      await s3Gate.close();
      await stopDynamo();
    },
  };
}
