import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  HeadObjectCommand,
  NoSuchUpload,
  PutObjectCommand,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { UPLOAD_CONTENT_TYPE } from '@scout/shared/domain';
import { NotFoundError } from '../../core/errors';
import { logger } from '../../core/logger';
import { s3Client } from './client';
import type { UploadSigner } from '../../ports';

/**
 * Headers signed besides host: S3 answers 403 to a PUT whose length (or, for the single PUT, type) differs. A
 * part has no type of its own (the object's was set when the multipart upload started), so only its length.
 */
const SIGNED_LENGTH_AND_TYPE = { signableHeaders: new Set(['content-length', 'content-type']) };
const SIGNED_LENGTH = { signableHeaders: new Set(['content-length']) };

export function createS3UploadSigner(): UploadSigner {
  return {
    putUrl(bucket, key, contentLength, expiresIn, contentType = UPLOAD_CONTENT_TYPE) {
      return getSignedUrl(
        s3Client(),
        new PutObjectCommand({ Bucket: bucket, Key: key, ContentLength: contentLength, ContentType: contentType }),
        { expiresIn, ...SIGNED_LENGTH_AND_TYPE },
      );
    },
    async createMultipart(bucket, key) {
      const result = await s3Client().send(
        new CreateMultipartUploadCommand({ Bucket: bucket, Key: key, ContentType: UPLOAD_CONTENT_TYPE }),
      );
      if (!result.UploadId) throw new Error('S3 did not return an upload id');
      return result.UploadId;
    },
    partUrl(bucket, key, uploadId, partNumber, contentLength, expiresIn) {
      return getSignedUrl(
        s3Client(),
        new UploadPartCommand({ Bucket: bucket, Key: key, UploadId: uploadId, PartNumber: partNumber, ContentLength: contentLength }),
        { expiresIn, ...SIGNED_LENGTH },
      );
    },
    async completeMultipart(bucket, key, uploadId, parts) {
      try {
        await s3Client().send(
          new CompleteMultipartUploadCommand({
            Bucket: bucket,
            Key: key,
            UploadId: uploadId,
            MultipartUpload: { Parts: parts.map((part) => ({ PartNumber: part.partNumber, ETag: part.etag })) },
          }),
        );
      } catch (err) {
        if (err instanceof NoSuchUpload) throw new NotFoundError('Upload not found');
        throw err;
      }
      const head = await s3Client().send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
      return Number(head.ContentLength ?? 0);
    },
    async abortMultipart(bucket, key, uploadId) {
      try {
        await s3Client().send(new AbortMultipartUploadCommand({ Bucket: bucket, Key: key, UploadId: uploadId }));
      } catch (err) {
        // Already aborted or completed: cancelling twice is fine.
        if (err instanceof NoSuchUpload) return;
        // s3rver (the local stack's S3) has no AbortMultipartUpload. Its parts stay on local disk; in AWS the
        // bucket's lifecycle rule would also clear them after ABORT_INCOMPLETE_UPLOADS_AFTER.
        if ((err as { name?: string }).name === 'MethodNotAllowed') {
          logger.warn('This S3 endpoint cannot abort multipart uploads; the parts are left to the lifecycle rule', { key });
          return;
        }
        throw err;
      }
    },
    async deleteObject(bucket, key) {
      await s3Client().send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
  };
}
