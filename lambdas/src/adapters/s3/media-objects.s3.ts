import { createReadStream, createWriteStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, NotFound, PutObjectCommand } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { s3Client } from './client';
import type { MediaObjects } from '../../ports';

/**
 * Up to BUFFERED_UP_TO a file goes up as one PUT of its bytes, which the SDK retries when a connection drops (a
 * streamed body cannot be sent twice: the SDK gives up on it at once, 'non-retryable streaming request'); up to
 * MULTIPART_FROM_BYTES as one streamed PUT (no part buffers, no reassembly); above it in parts, 8 MiB each, two
 * in flight, so memory stays near 16 MiB a file.
 */
const BUFFERED_UP_TO = 8 * 1024 * 1024;
const MULTIPART_FROM_BYTES = 256 * 1024 * 1024;
const PART_BYTES = 8 * 1024 * 1024;
const PARTS_IN_FLIGHT = 2;

export function createS3MediaObjects(): MediaObjects {
  return {
    async head(bucket, key) {
      try {
        const head = await s3Client().send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
        return { size: Number(head.ContentLength ?? 0) };
      } catch (err) {
        if (err instanceof NotFound || (err as { name?: string }).name === 'NotFound') return null;
        throw err;
      }
    },
    async putFile(bucket, key, path, contentType) {
      const { size } = await stat(path);
      if (size <= BUFFERED_UP_TO) {
        const body = await readFile(path);
        await s3Client().send(
          new PutObjectCommand({ Bucket: bucket, Key: key, Body: body, ContentLength: size, ContentType: contentType }),
        );
        return;
      }
      if (size < MULTIPART_FROM_BYTES) {
        await s3Client().send(
          new PutObjectCommand({ Bucket: bucket, Key: key, Body: createReadStream(path), ContentLength: size, ContentType: contentType }),
        );
        return;
      }
      const upload = new Upload({
        client: s3Client(),
        params: { Bucket: bucket, Key: key, Body: createReadStream(path), ContentType: contentType },
        partSize: PART_BYTES,
        queueSize: PARTS_IN_FLIGHT,
        leavePartsOnError: false,
      });
      await upload.done();
    },
    async delete(bucket, key) {
      await s3Client().send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
    async readStart(bucket, key, bytes) {
      const result = await s3Client().send(new GetObjectCommand({ Bucket: bucket, Key: key, Range: `bytes=0-${bytes - 1}` }));
      if (!result.Body) return new Uint8Array();
      // Some S3 implementations ignore the range: keep only the bytes asked for.
      return (await result.Body.transformToByteArray()).subarray(0, bytes);
    },
    async download(bucket, key, path) {
      const result = await s3Client().send(new GetObjectCommand({ Bucket: bucket, Key: key }));
      if (!result.Body) throw new Error(`S3 sent no body for ${key}`);
      await pipeline(result.Body as Readable, createWriteStream(path));
    },
    readUrl(bucket, key, expiresInSeconds = 3600) {
      return getSignedUrl(s3Client(), new GetObjectCommand({ Bucket: bucket, Key: key }), { expiresIn: expiresInSeconds });
    },
  };
}
