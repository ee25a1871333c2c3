import { randomUUID } from 'node:crypto';
import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_STORAGE_QUOTA_BYTES } from '@scout/shared/api';
import { multipartPartLength } from '@scout/shared/domain';
import { dynamoDocumentClient, tableName } from '../src/adapters/dynamodb/client';
import { STORAGE_RESERVATIONS } from '../src/adapters/dynamodb/keys';
import { createDynamoStorageUsage } from '../src/adapters/dynamodb/storage-usage.dynamodb';
import { env } from '../src/config/env';
import { objectKeys } from './support/film-upload';
import { invoke } from './support/invoke';
import { newUser } from './support/users';

const MB = 1024 * 1024;

/** A coach of an organisation of its own (the demo organisations are shared by every test file), with a report. */
async function organisation(): Promise<{ token: string; reportId: string; organizationId: string }> {
  const organizationId = `org-quota-${randomUUID()}`;
  const coach = await newUser({ organizationId });
  const login = await invoke('login', { body: { username: coach.username, password: coach.password } });
  expect(login.statusCode, JSON.stringify(login.body)).toBe(200);
  const token = login.body.token as string;
  const report = await invoke('createReport', { token, body: { title: 'Quota' } });
  expect(report.statusCode, JSON.stringify(report.body)).toBe(201);
  return { token, reportId: report.body.id as string, organizationId };
}

/** Nothing reserved, and as much stored as leaves `leftBytes` of the quota. */
async function leave(organizationId: string, leftBytes: number): Promise<void> {
  await dynamoDocumentClient().send(new DeleteCommand({ TableName: tableName(), Key: STORAGE_RESERVATIONS.key({ organizationId }) }));
  const stored = await createDynamoStorageUsage().get(organizationId);
  await storeMedia(organizationId, DEFAULT_STORAGE_QUOTA_BYTES - leftBytes - stored.bytes);
}

function storeMedia(organizationId: string, bytes: number): Promise<void> {
  return createDynamoStorageUsage().add(organizationId, [{ reportId: 'report-earlier', kind: 'video', bytes, objects: 1 }]);
}

const signPut = (token: string, id: string, size: number) =>
  invoke('getUploadUrl', { token, params: { id }, body: { report_id: id, file_name: 'game.zip', file_size: size } });
const startMultipart = (token: string, id: string, size: number) =>
  invoke('startMultipartUpload', { token, params: { id }, body: { file_name: 'season.zip', file_size: size } });

describe("an organisation's storage quota holds when uploads are signed", () => {
  let org: Awaited<ReturnType<typeof organisation>>;
  beforeAll(async () => {
    org = await organisation();
  });
  beforeEach(async () => {
    await leave(org.organizationId, 50 * MB);
  });

  it('reserves what an upload declares and refuses the next one that does not fit, saying what is used and left', async () => {
    const first = await signPut(org.token, org.reportId, 30 * MB);
    const second = await signPut(org.token, org.reportId, 30 * MB);
    const small = await signPut(org.token, org.reportId, 20 * MB);

    expect(first.statusCode, JSON.stringify(first.body)).toBe(200);
    expect(second.statusCode).toBe(413);
    expect(second.body.message).toBe(
      'This upload needs 30 MB but your organisation has 20 MB of its 100 GB left: 100 GB is stored (30 MB of it promised to uploads under way). ' +
        'Delete film you no longer need on the Storage page, or upload a smaller file.',
    );
    expect(small.statusCode, JSON.stringify(small.body)).toBe(200);
  });

  it('lets only one of two signings at once take the last of the quota', async () => {
    const answers = await Promise.all([signPut(org.token, org.reportId, 40 * MB), startMultipart(org.token, org.reportId, 40 * MB)]);

    expect(answers.filter((answer) => answer.statusCode === 413)).toHaveLength(1);
    expect(answers.filter((answer) => answer.statusCode === 200 || answer.statusCode === 201)).toHaveLength(1);
  });

  it('gives a multipart upload’s bytes back when it is aborted', async () => {
    const started = await startMultipart(org.token, org.reportId, 45 * MB);
    expect(started.statusCode, JSON.stringify(started.body)).toBe(201);
    expect((await signPut(org.token, org.reportId, 10 * MB)).statusCode).toBe(413);

    const body = { upload_id: started.body.uploadId as string, s3_key: started.body.s3Key as string };
    expect((await invoke('abortMultipartUpload', { token: org.token, params: { id: org.reportId }, body })).statusCode).toBe(200);

    expect((await signPut(org.token, org.reportId, 10 * MB)).statusCode).toBe(200);
  });

  it('checks again when a multipart upload completes, and keeps nothing that no longer fits', async () => {
    const fileSize = 20 * MB + 123;
    const started = await startMultipart(org.token, org.reportId, fileSize);
    expect(started.statusCode, JSON.stringify(started.body)).toBe(201);
    const upload = started.body as { uploadId: string; s3Key: string; partSize: number };
    const signed = await invoke('signMultipartParts', {
      token: org.token,
      params: { id: org.reportId },
      body: { upload_id: upload.uploadId, s3_key: upload.s3Key, file_size: fileSize, part_numbers: [1, 2] },
    });
    const file = Buffer.alloc(fileSize, 3);
    const parts = await Promise.all(
      (signed.body.parts as { partNumber: number; url: string }[]).map(async ({ partNumber, url }) => {
        const from = (partNumber - 1) * upload.partSize;
        const response = await fetch(url, { method: 'PUT', body: file.subarray(from, from + multipartPartLength(fileSize, partNumber)) });
        return { part_number: partNumber, etag: response.headers.get('etag') as string };
      }),
    );
    // Meanwhile another report's film was processed and stored.
    await storeMedia(org.organizationId, 40 * MB);

    const done = await invoke('completeMultipartUpload', {
      token: org.token,
      params: { id: org.reportId },
      body: { upload_id: upload.uploadId, s3_key: upload.s3Key, file_size: fileSize, parts },
    });

    expect(done.statusCode).toBe(413);
    expect(done.body.message).toMatch(/^This upload needs 20 MB but your organisation has 10 MB of its 100 GB left/);
    expect(await objectKeys(env().UPLOAD_BUCKET, upload.s3Key)).toEqual([]);
  });
});
