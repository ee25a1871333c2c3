import { readFile, stat } from 'node:fs/promises';
import { ListObjectsV2Command, GetObjectCommand } from '@aws-sdk/client-s3';
import { expect } from 'vitest';
import { UPLOAD_CONTENT_TYPE } from '@scout/shared/domain';
import { s3Client } from '../../src/adapters/s3/client';
import { inProcessQueue } from '../../src/composition/in-process-processing';
import { invoke, tokenFor } from './invoke';

export type Account = 'coach' | 'rivalCoach' | 'admin';

export async function newReport(account: Account = 'coach', title = 'Film test report'): Promise<{ id: string; organizationId: string }> {
  const response = await invoke('createReport', { token: await tokenFor(account), body: { title } });
  expect(response.statusCode, JSON.stringify(response.body)).toBe(201);
  return { id: response.body.id as string, organizationId: response.body.organizationId as string };
}

/** Uploads a ZIP the way the browser does: a presigned PUT straight to S3 (the API never sees the bytes). */
export async function uploadZip(reportId: string, zipPath: string, account: Account = 'coach'): Promise<string> {
  const { size } = await stat(zipPath);
  const signed = await invoke('getUploadUrl', {
    token: await tokenFor(account),
    params: { id: reportId },
    body: { report_id: reportId, file_name: 'game film.zip', file_size: size },
  });
  expect(signed.statusCode, JSON.stringify(signed.body)).toBe(200);
  // The URL signs the length and the Content-Type, as the browser sends them.
  const put = await fetch(signed.body.presignedUrl as string, {
    method: 'PUT',
    headers: { 'content-type': UPLOAD_CONTENT_TYPE },
    body: await readFile(zipPath),
  });
  expect(put.status).toBe(200);
  return signed.body.s3Key as string;
}

/** Uploads, starts processing and waits until every queued job has run. */
export async function processZip(
  reportId: string,
  zipPath: string,
  options: { account?: Account; mode?: 'hudlLegacyUpload' | 'processVideosOnly' } = {},
): Promise<{ s3Key: string; importId: string }> {
  const account = options.account ?? 'coach';
  const s3Key = await uploadZip(reportId, zipPath, account);
  const started = await invoke(options.mode ?? 'hudlLegacyUpload', {
    token: await tokenFor(account),
    body: { report_id: reportId, s3_key: s3Key },
  });
  expect(started.statusCode, JSON.stringify(started.body)).toBe(200);
  expect(started.body.status).toBe('queued');
  await inProcessQueue().idle();
  return { s3Key, importId: started.body.importId as string };
}

export interface CardView {
  id: string;
  cardNumber: number;
  title: string;
  sourceFileName: string | null;
  clipStatus: string | null;
  clipError: string | null;
  durationSeconds: number | null;
  breakdown: Record<string, unknown>;
  media: { mediaId: string; s3Key: string; mediaType: string; mimeType: string; url?: string }[];
}

export async function cardsOf(reportId: string, account: Account = 'coach'): Promise<CardView[]> {
  const response = await invoke('listCards', {
    token: await tokenFor(account),
    params: { id: reportId },
    query: { limit: '1000', generateUrls: 'true' },
  });
  expect(response.statusCode).toBe(200);
  return response.body.cards as CardView[];
}

export async function reportOf(reportId: string, account: Account = 'coach'): Promise<Record<string, unknown>> {
  const response = await invoke('getReport', { token: await tokenFor(account), params: { id: reportId } });
  return response.body;
}

export async function objectKeys(bucket: string, prefix = ''): Promise<string[]> {
  const keys: string[] = [];
  let token: string | undefined;
  do {
    const page = await s3Client().send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }));
    keys.push(...(page.Contents ?? []).map((object) => object.Key as string));
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return keys;
}

export async function objectBytes(bucket: string, key: string): Promise<Buffer> {
  const result = await s3Client().send(new GetObjectCommand({ Bucket: bucket, Key: key }));
  return Buffer.from(await result.Body!.transformToByteArray());
}
