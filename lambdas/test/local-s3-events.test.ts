import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { describe, expect, it } from 'vitest';
import { EMBEDDED_CREDENTIALS, startEmbeddedAws } from '../src/local';

/**
 * The local S3's twin of S3's object-created event notification: a second embedded S3, started with the
 * hook the local stack gives it (apps/local/src/stack.ts), told of what a signed client writes.
 */
describe('the local S3’s object-created events', () => {
  it('tells the hook of each object written, with its bucket and key', async () => {
    const created: { bucket: string; key: string }[] = [];
    const aws = await startEmbeddedAws({
      dynamodbPort: 0,
      s3Port: 0,
      buckets: ['events-media'],
      corsOrigins: [],
      onObjectCreated: (event) => created.push(event),
    });
    try {
      const s3 = new S3Client({ region: 'us-east-1', endpoint: aws.s3Endpoint, forcePathStyle: true, credentials: EMBEDDED_CREDENTIALS });
      const key = 'organizations/org-a/reports/rpt-1/cards/0001/media/card-1-m0123456789ab/original.png';

      await s3.send(new PutObjectCommand({ Bucket: 'events-media', Key: key, Body: 'png bytes', ContentType: 'image/png' }));

      expect(created).toEqual([{ bucket: 'events-media', key }]);
      s3.destroy();
    } finally {
      await aws.stop();
    }
  });
});
