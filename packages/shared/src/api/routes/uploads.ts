import { z } from 'zod';
import {
  camelizeKeys,
  MAX_PART_URLS_PER_CALL,
  MAX_UPLOAD_BYTES,
  processingLogEntrySchema,
  processingStatusSchema,
  UPLOAD_TOO_LARGE,
} from '../../domain';
import { defineRoute, type RouteDefinition } from '../route';
import { idParams, noBody, noParams, noQuery } from '../route-fields';

const fileNameField = z.string().trim().min(1, 'The file needs a name').max(255);
const fileSizeField = z.coerce
  .number({ error: 'file_size must be a number of bytes' })
  .int()
  .min(1, 'The file is empty')
  .max(MAX_UPLOAD_BYTES, UPLOAD_TOO_LARGE);
/** An upload's object key, exactly as the server handed it out (checked against the report's prefix). */
const s3KeyField = z.string().min(1).max(1024);
const uploadIdField = z.string().min(1).max(1024);
/** What names one multipart upload of a file (its size decides the parts). */
const multipartUploadFields = { uploadId: uploadIdField, s3Key: s3KeyField, fileSize: fileSizeField };

export const uploadUrlResponseSchema = z.preprocess(
  camelizeKeys,
  z.object({ presignedUrl: z.string(), s3Key: z.string(), expiresIn: z.number().int() }),
);

export const multipartStartResponseSchema = z.preprocess(
  camelizeKeys,
  z.object({ uploadId: z.string(), s3Key: z.string(), partSize: z.number().int(), partCount: z.number().int() }),
);

export const startProcessingBodySchema = z.preprocess(
  camelizeKeys,
  z.object({
    reportId: z.string({ error: 'report_id is required' }).min(1, 'report_id is required').max(128),
    s3Key: s3KeyField,
  }),
);

export const startProcessingResponseSchema = z.preprocess(
  camelizeKeys,
  z.object({ status: z.literal('queued'), reportId: z.string(), importId: z.string(), message: z.string() }),
);

/** The two ways to start processing an uploaded ZIP differ only in path and in what they import. */
function startProcessingRoute(path: string, summary: string) {
  return defineRoute({
    method: 'POST',
    path,
    auth: 'user',
    domain: 'uploads',
    summary,
    params: noParams,
    query: noQuery,
    body: startProcessingBodySchema,
    response: startProcessingResponseSchema,
  });
}

/** Film uploads straight to S3 and their processing into cards (the uploads function). */
export const uploadRoutes = {
  getUploadUrl: defineRoute({
    method: 'POST',
    path: '/reports/{id}/upload-url',
    auth: 'user',
    domain: 'uploads',
    summary: "A presigned PUT for a ZIP up to 64 MiB, its size signed; the key is the server's, under the report's prefix.",
    params: idParams,
    query: noQuery,
    body: z.preprocess(
      camelizeKeys,
      z.object({
        reportId: z.string().max(128).optional(),
        fileName: fileNameField,
        /**
         * The client sends media_type; the upload is always a ZIP, checked by its name, so the server
         * accepts the field and ignores it.
         */
        mediaType: z.string().max(100).optional(),
        fileSize: fileSizeField,
      }),
    ),
    response: uploadUrlResponseSchema,
  }),
  startMultipartUpload: defineRoute({
    method: 'POST',
    path: '/reports/{id}/multipart-uploads',
    auth: 'user',
    domain: 'uploads',
    successStatus: 201,
    summary: 'Starts an S3 multipart upload of a large ZIP; answers the upload id, key, part size and part count.',
    params: idParams,
    query: noQuery,
    body: z.preprocess(camelizeKeys, z.object({ fileName: fileNameField, fileSize: fileSizeField })),
    response: multipartStartResponseSchema,
  }),
  signMultipartParts: defineRoute({
    method: 'POST',
    path: '/reports/{id}/multipart-uploads/parts',
    auth: 'user',
    domain: 'uploads',
    summary: 'Presigned PUT URLs for parts of a multipart upload, each with its length signed.',
    params: idParams,
    query: noQuery,
    body: z.preprocess(
      camelizeKeys,
      z.object({
        ...multipartUploadFields,
        partNumbers: z.array(z.number().int().min(1).max(10_000)).min(1).max(MAX_PART_URLS_PER_CALL),
      }),
    ),
    response: z.preprocess(
      camelizeKeys,
      z.object({ parts: z.array(z.preprocess(camelizeKeys, z.object({ partNumber: z.number().int(), url: z.string() }))) }),
    ),
  }),
  completeMultipartUpload: defineRoute({
    method: 'POST',
    path: '/reports/{id}/multipart-uploads/complete',
    auth: 'user',
    domain: 'uploads',
    summary: 'Completes a multipart upload; the stored size must be the declared one and within the limit.',
    params: idParams,
    query: noQuery,
    body: z.preprocess(
      camelizeKeys,
      z.object({
        ...multipartUploadFields,
        parts: z
          .array(
            z.preprocess(camelizeKeys, z.object({ partNumber: z.number().int().min(1).max(10_000), etag: z.string().min(1).max(200) })),
          )
          .min(1)
          .max(10_000),
      }),
    ),
    response: z.preprocess(camelizeKeys, z.object({ s3Key: z.string(), size: z.number().int() })),
  }),
  abortMultipartUpload: defineRoute({
    method: 'POST',
    path: '/reports/{id}/multipart-uploads/abort',
    auth: 'user',
    domain: 'uploads',
    summary: 'Cancels a multipart upload; S3 discards the parts already sent.',
    params: idParams,
    query: noQuery,
    body: z.preprocess(camelizeKeys, z.object({ uploadId: uploadIdField, s3Key: s3KeyField })),
    response: z.object({ aborted: z.literal(true) }),
  }),
  hudlLegacyUpload: startProcessingRoute(
    '/hudl-legacy-upload',
    'Starts processing an uploaded ZIP as a Hudl export: every clip becomes a card and its breakdown sheet (CSV, XLSX, Sportscode XML) is imported.',
  ),
  processVideosOnly: startProcessingRoute(
    '/process-videos-only',
    'Starts processing an uploaded ZIP as film only: every clip becomes a card; breakdown files are left alone.',
  ),
  getProcessingStatus: defineRoute({
    method: 'GET',
    path: '/reports/{id}/processing-status',
    auth: 'user',
    domain: 'uploads',
    summary: "Progress of the report's film processing: clips done of total, the current step, any error.",
    params: idParams,
    query: noQuery,
    body: noBody,
    response: z.preprocess(camelizeKeys, processingStatusSchema),
  }),
  getProcessingLog: defineRoute({
    method: 'GET',
    path: '/reports/{id}/processing-log',
    auth: 'user',
    domain: 'uploads',
    summary: 'What processing found, skipped and failed, and how long each step took (oldest first).',
    params: idParams,
    query: noQuery,
    body: noBody,
    response: z.preprocess(
      camelizeKeys,
      z.object({ reportId: z.string(), entries: z.array(z.preprocess(camelizeKeys, processingLogEntrySchema)) }),
    ),
  }),
} as const satisfies Record<string, RouteDefinition>;
