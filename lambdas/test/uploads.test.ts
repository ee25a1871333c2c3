import { randomUUID } from 'node:crypto';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES, multipartPartLength, UPLOAD_CONTENT_TYPE, UPLOAD_TOO_LARGE } from '@scout/shared/domain';
import { s3Client } from '../src/adapters/s3/client';
import { env } from '../src/config/env';
import { newReport, objectBytes, objectKeys } from './support/film-upload';
import { invoke, tokenFor } from './support/invoke';
import { s3Refusal } from './support/s3-refusal';

describe('presigned single PUT', () => {
  it('hands out a key under the report prefix, never built from the file name, that takes the signed length and type', async () => {
    // Prepare
    const { id, organizationId } = await newReport('coach', 'Upload URL');
    const token = await tokenFor('coach');
    const body = Buffer.from('PK not really a zip, but bytes');

    // Act
    const signed = await invoke('getUploadUrl', {
      token,
      params: { id },
      body: { report_id: id, file_name: '../../../evil name.zip', file_size: body.length },
    });
    const put = await fetch(signed.body.presignedUrl as string, { method: 'PUT', headers: { 'content-type': UPLOAD_CONTENT_TYPE }, body });

    // Assess
    expect(signed.statusCode).toBe(200);
    const key = signed.body.s3Key as string;
    expect(key).toMatch(new RegExp(`^organizations/${organizationId}/reports/${id}/uploads/[0-9a-f-]{36}\\.zip$`));
    expect(put.status).toBe(200);
    expect(await objectBytes(env().UPLOAD_BUCKET, key)).toEqual(body);
  });

  it('is refused by S3 for another key, length or type, a missing type or a tampered signature, and nothing is written', async () => {
    // Prepare: a URL for a 30-byte ZIP.
    const { id, organizationId } = await newReport('coach', 'Upload URL tampering');
    const body = Buffer.from('PK not really a zip, but bytes');
    const signed = await invoke('getUploadUrl', {
      token: await tokenFor('coach'),
      params: { id },
      body: { file_name: 'film.zip', file_size: body.length },
    });
    const url = signed.body.presignedUrl as string;
    const key = signed.body.s3Key as string;
    const otherKey = url.replace(/uploads\/[0-9a-f-]{36}\.zip/, 'uploads/chosen-by-the-client.zip');
    const tampered = url.replace(/X-Amz-Signature=([0-9a-f])/, (_, first: string) => `X-Amz-Signature=${first === '0' ? '1' : '0'}`);
    const zip = { 'content-type': UPLOAD_CONTENT_TYPE };

    // Act
    const attempts = {
      otherKey: await fetch(otherKey, { method: 'PUT', headers: zip, body }),
      longer: await fetch(url, { method: 'PUT', headers: zip, body: Buffer.concat([body, Buffer.from('and more')]) }),
      shorter: await fetch(url, { method: 'PUT', headers: zip, body: body.subarray(1) }),
      otherType: await fetch(url, { method: 'PUT', headers: { 'content-type': 'application/octet-stream' }, body }),
      noType: await fetch(url, { method: 'PUT', body }),
      tampered: await fetch(tampered, { method: 'PUT', headers: zip, body }),
    };

    // Assess: each is S3's 403 SignatureDoesNotMatch, and not a byte reached the bucket.
    for (const [attempt, response] of Object.entries(attempts)) {
      expect({ attempt, ...(await s3Refusal(response)) }).toMatchObject({ attempt, status: 403, code: 'SignatureDoesNotMatch' });
    }
    expect(await objectKeys(env().UPLOAD_BUCKET, `organizations/${organizationId}/reports/${id}/`)).toEqual([]);
    // The URL itself was good all along.
    expect((await fetch(url, { method: 'PUT', headers: zip, body })).status).toBe(200);
    expect(await objectKeys(env().UPLOAD_BUCKET, `organizations/${organizationId}/reports/${id}/`)).toEqual([key]);
  });

  it('is refused once expired, or before its signing date when that is ahead of the clock', async () => {
    // Prepare: URLs signed as the adapter signs them (length and type), one signed two hours ago for an hour and
    // one dated an hour ahead. (The API always signs for an hour from now.)
    const key = `organizations/test/reports/expiry/uploads/${randomUUID()}.zip`;
    const body = Buffer.from('PK expired');
    const command = new PutObjectCommand({
      Bucket: env().UPLOAD_BUCKET,
      Key: key,
      ContentLength: body.length,
      ContentType: UPLOAD_CONTENT_TYPE,
    });
    const signableHeaders = new Set(['content-length', 'content-type']);
    const hour = 3600 * 1000;
    const expired = await getSignedUrl(s3Client(), command, {
      expiresIn: 3600,
      signableHeaders,
      signingDate: new Date(Date.now() - 2 * hour),
    });
    const early = await getSignedUrl(s3Client(), command, { expiresIn: 3600, signableHeaders, signingDate: new Date(Date.now() + hour) });
    const current = await getSignedUrl(s3Client(), command, { expiresIn: 3600, signableHeaders });
    const put = (url: string) => fetch(url, { method: 'PUT', headers: { 'content-type': UPLOAD_CONTENT_TYPE }, body });

    // Act
    const afterExpiry = await put(expired);
    const beforeDate = await put(early);

    // Assess
    expect(await s3Refusal(afterExpiry)).toEqual({ status: 403, code: 'AccessDenied', message: 'Request has expired' });
    expect(await s3Refusal(beforeDate)).toEqual({ status: 403, code: 'AccessDenied', message: 'Request is not valid yet' });
    expect(await objectKeys(env().UPLOAD_BUCKET, key)).toEqual([]);
    expect((await put(current)).status).toBe(200);
  });

  it('refuses other files, sizes over the limit, and a body report id that is not the path one', async () => {
    const { id } = await newReport('coach', 'Upload refusals');
    const token = await tokenFor('coach');
    const notZip = await invoke('getUploadUrl', { token, params: { id }, body: { file_name: 'film.mp4', file_size: 10 } });
    expect(notZip).toMatchObject({ statusCode: 400, body: { message: 'Only .zip files can be uploaded here.' } });
    const tooBig = await invoke('startMultipartUpload', {
      token,
      params: { id },
      body: { file_name: 'film.zip', file_size: MAX_UPLOAD_BYTES + 1 },
    });
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.body.message).toContain(UPLOAD_TOO_LARGE);
    const mismatch = await invoke('getUploadUrl', {
      token,
      params: { id },
      body: { report_id: 'rpt-other', file_name: 'a.zip', file_size: 10 },
    });
    expect(mismatch.statusCode).toBe(400);
    const large = await invoke('getUploadUrl', { token, params: { id }, body: { file_name: 'a.zip', file_size: 65 * 1024 * 1024 } });
    expect(large.statusCode).toBe(400);
  });

  it("refuses to process a key that is not one of this report's uploads, or one never uploaded", async () => {
    const { id, organizationId } = await newReport('coach', 'Key checks');
    const token = await tokenFor('coach');
    const foreign = await invoke('hudlLegacyUpload', {
      token,
      body: { report_id: id, s3_key: `organizations/${organizationId}/reports/other/uploads/x.zip` },
    });
    expect(foreign.statusCode).toBe(400);
    const missing = await invoke('hudlLegacyUpload', {
      token,
      body: { report_id: id, s3_key: `organizations/${organizationId}/reports/${id}/uploads/0b7f1c9e-2a51-4d3e-9c1b-5f0e6a7d8c90.zip` },
    });
    expect(missing).toMatchObject({ statusCode: 400, body: { message: 'The uploaded ZIP was not found. Upload it again.' } });
  });
});

describe('S3 multipart upload with presigned parts', () => {
  const fileSize = 20 * 1024 * 1024 + 123;
  const file = Buffer.alloc(fileSize, 7);

  async function start(id: string) {
    const token = await tokenFor('coach');
    const started = await invoke('startMultipartUpload', { token, params: { id }, body: { file_name: 'season.zip', file_size: fileSize } });
    expect(started.statusCode, JSON.stringify(started.body)).toBe(201);
    expect(started.body).toMatchObject({ partSize: 16 * 1024 * 1024, partCount: 2 });
    return started.body as { uploadId: string; s3Key: string; partSize: number; partCount: number };
  }

  it('uploads parts in parallel, completes, and checks the stored size', async () => {
    const { id } = await newReport('coach', 'Multipart');
    const token = await tokenFor('coach');
    const upload = await start(id);
    const signed = await invoke('signMultipartParts', {
      token,
      params: { id },
      body: { upload_id: upload.uploadId, s3_key: upload.s3Key, file_size: fileSize, part_numbers: [1, 2] },
    });
    expect(signed.statusCode).toBe(200);
    const parts = await Promise.all(
      (signed.body.parts as { partNumber: number; url: string }[]).map(async ({ partNumber, url }) => {
        const from = (partNumber - 1) * upload.partSize;
        const response = await fetch(url, { method: 'PUT', body: file.subarray(from, from + multipartPartLength(fileSize, partNumber)) });
        expect(response.status).toBe(200);
        return { part_number: partNumber, etag: response.headers.get('etag') as string };
      }),
    );
    const incomplete = await invoke('completeMultipartUpload', {
      token,
      params: { id },
      body: { upload_id: upload.uploadId, s3_key: upload.s3Key, file_size: fileSize, parts: parts.slice(0, 1) },
    });
    expect(incomplete.statusCode).toBe(400);
    const done = await invoke('completeMultipartUpload', {
      token,
      params: { id },
      body: { upload_id: upload.uploadId, s3_key: upload.s3Key, file_size: fileSize, parts },
    });
    expect(done.statusCode, JSON.stringify(done.body)).toBe(200);
    expect(done.body).toEqual({ s3Key: upload.s3Key, size: fileSize });
  });

  it("signs each part's own length, so S3 refuses another length or part number, and refuses part numbers past the end", async () => {
    // Prepare: the URL of part 2, the remainder (4 MiB and 123 bytes).
    const { id } = await newReport('coach', 'Multipart lengths');
    const token = await tokenFor('coach');
    const upload = await start(id);
    const pastEnd = await invoke('signMultipartParts', {
      token,
      params: { id },
      body: { upload_id: upload.uploadId, s3_key: upload.s3Key, file_size: fileSize, part_numbers: [3] },
    });
    const signed = await invoke('signMultipartParts', {
      token,
      params: { id },
      body: { upload_id: upload.uploadId, s3_key: upload.s3Key, file_size: fileSize, part_numbers: [2] },
    });
    const [part] = signed.body.parts as { url: string }[];
    const remainder = file.subarray(upload.partSize);

    // Act
    const fullPartSize = await fetch(part!.url, { method: 'PUT', body: file.subarray(0, upload.partSize) });
    const asPartOne = await fetch(part!.url.replace('partNumber=2', 'partNumber=1'), { method: 'PUT', body: remainder });
    const right = await fetch(part!.url, { method: 'PUT', body: remainder });

    // Assess
    expect(pastEnd.statusCode).toBe(400);
    expect(await s3Refusal(fullPartSize)).toMatchObject({ status: 403, code: 'SignatureDoesNotMatch' });
    expect(await s3Refusal(asPartOne)).toMatchObject({ status: 403, code: 'SignatureDoesNotMatch' });
    expect(right.status).toBe(200);
  });

  // s3rver has no AbortMultipartUpload: locally the call is accepted and the parts stay on disk (see the adapter).
  it('cancels: abort answers for the upload and may be repeated', async () => {
    const { id } = await newReport('coach', 'Multipart abort');
    const token = await tokenFor('coach');
    const upload = await start(id);
    const body = { upload_id: upload.uploadId, s3_key: upload.s3Key };
    expect((await invoke('abortMultipartUpload', { token, params: { id }, body })).statusCode).toBe(200);
    expect((await invoke('abortMultipartUpload', { token, params: { id }, body })).statusCode).toBe(200);
    const rival = await invoke('abortMultipartUpload', { token: await tokenFor('rivalCoach'), params: { id }, body });
    expect(rival.statusCode).toBe(404);
    expect(await objectKeys(env().UPLOAD_BUCKET, upload.s3Key)).toEqual([]);
  });
});
