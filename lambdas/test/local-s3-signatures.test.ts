import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { Sha256 } from '@smithy/core/checksum';
import { SignatureV4 } from '@smithy/signature-v4';
import { describe, expect, it } from 'vitest';
import { s3Client } from '../src/adapters/s3/client';
import { createS3MediaObjects } from '../src/adapters/s3/media-objects.s3';
import { env } from '../src/config/env';
import { EMBEDDED_CREDENTIALS } from '../src/local';
import { objectBytes, objectKeys } from './support/film-upload';
import { s3Refusal } from './support/s3-refusal';

/**
 * The local S3 (s3rver behind the signature check of src/local/s3-signature-gate.ts), driven as the Lambdas,
 * the browser and a stranger would: real HTTP requests to the endpoint everyone uses, nothing mocked.
 */

const WEB_ORIGIN = 'http://localhost:5173';

function endpoint(): string {
  return process.env.S3_ENDPOINT as string;
}

function mediaBucket(): string {
  return env().MEDIA_BUCKET;
}

/** A fresh key per test, so assertions about what was written read only that test's objects. */
function testKey(name: string): string {
  return `local-s3-signatures/${randomUUID()}/${name}`;
}

/** An S3 client signing with other credentials than the embedded ones. */
function clientWith(credentials: { accessKeyId: string; secretAccessKey: string }): S3Client {
  return new S3Client({
    region: 'us-east-1',
    endpoint: endpoint(),
    forcePathStyle: true,
    credentials,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    maxAttempts: 1,
  });
}

/** Signs a request by hand, as any SDK would, for the cases the SDK will not produce (a skewed clock, a body that changes). */
async function headerSigned(method: string, key: string, headers: Record<string, string>, signingDate = new Date()) {
  const url = new URL(`${endpoint()}/${mediaBucket()}/${key}`);
  const signer = new SignatureV4({
    credentials: EMBEDDED_CREDENTIALS,
    region: 'us-east-1',
    service: 's3',
    sha256: Sha256,
    uriEscapePath: false,
  });
  const signed = await signer.sign(
    {
      method,
      protocol: 'http:',
      hostname: url.hostname,
      port: Number(url.port),
      path: url.pathname,
      query: {},
      headers: { host: url.host, ...headers },
    },
    { signingDate },
  );
  return { url: url.toString(), headers: signed.headers };
}

async function sdkError(promise: Promise<unknown>): Promise<{ name: string; status: number | undefined }> {
  try {
    await promise;
  } catch (err) {
    const error = err as { name: string; $metadata?: { httpStatusCode?: number } };
    return { name: error.name, status: error.$metadata?.httpStatusCode };
  }
  throw new Error('The request was accepted');
}

describe('the local S3 refuses anonymous requests, as a private bucket does', () => {
  it('refuses an anonymous GET, PUT, HEAD, DELETE and listing with 403 AccessDenied, and writes nothing', async () => {
    // Prepare: an object that exists.
    const key = testKey('kept.txt');
    await s3Client().send(new PutObjectCommand({ Bucket: mediaBucket(), Key: key, Body: 'kept' }));
    const objectUrl = `${endpoint()}/${mediaBucket()}/${key}`;
    const newUrl = `${endpoint()}/${mediaBucket()}/${testKey('new.txt')}`;

    // Act
    const attempts = {
      get: await fetch(objectUrl),
      put: await fetch(newUrl, { method: 'PUT', body: 'written anonymously' }),
      delete: await fetch(objectUrl, { method: 'DELETE' }),
      list: await fetch(`${endpoint()}/${mediaBucket()}?list-type=2`),
      buckets: await fetch(`${endpoint()}/`),
    };
    const head = await fetch(objectUrl, { method: 'HEAD' });

    // Assess
    for (const [attempt, response] of Object.entries(attempts)) {
      expect({ attempt, ...(await s3Refusal(response)) }).toEqual({ attempt, status: 403, code: 'AccessDenied', message: 'Access Denied' });
    }
    expect(head.status).toBe(403);
    expect(await objectKeys(mediaBucket(), key.slice(0, key.lastIndexOf('/')))).toEqual([key]);
    expect((await objectBytes(mediaBucket(), key)).toString()).toBe('kept');
  });

  it("answers the browser's CORS preflight unsigned, and gives a refusal the CORS headers the browser needs to read it", async () => {
    // Prepare
    const url = `${endpoint()}/${env().UPLOAD_BUCKET}/${testKey('film.zip')}`;

    // Act
    const preflight = await fetch(url, {
      method: 'OPTIONS',
      headers: { origin: WEB_ORIGIN, 'access-control-request-method': 'PUT', 'access-control-request-headers': 'content-type' },
    });
    const refused = await fetch(url, { method: 'PUT', headers: { origin: WEB_ORIGIN, 'content-type': 'application/zip' }, body: 'PK' });
    const strangerRefused = await fetch(url, { method: 'PUT', headers: { origin: 'https://elsewhere.example' }, body: 'PK' });

    // Assess
    expect(preflight.status).toBe(200);
    expect(preflight.headers.get('access-control-allow-methods')).toContain('PUT');
    expect(refused.status).toBe(403);
    expect(refused.headers.get('access-control-allow-origin')).toBe(WEB_ORIGIN);
    expect(strangerRefused.status).toBe(403);
    expect(strangerRefused.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers a malformed escape in the path with 400, and keeps answering', async () => {
    // Prepare
    const key = testKey('after.txt');

    // Act
    const malformed = await fetch(`${endpoint()}/${mediaBucket()}/%E0%A4%A`);
    await s3Client().send(new PutObjectCommand({ Bucket: mediaBucket(), Key: key, Body: 'still here' }));

    // Assess
    expect(await s3Refusal(malformed)).toMatchObject({ status: 400, code: 'InvalidURI' });
    expect((await objectBytes(mediaBucket(), key)).toString()).toBe('still here');
  });
});

describe('presigned GET of media', () => {
  it('serves the signed object, and refuses the same signature for another key or method', async () => {
    // Prepare: a clip's video and another object beside it.
    const key = testKey('clip.mp4');
    const otherKey = testKey('other.mp4');
    await s3Client().send(new PutObjectCommand({ Bucket: mediaBucket(), Key: key, Body: 'the video', ContentType: 'video/mp4' }));
    await s3Client().send(new PutObjectCommand({ Bucket: mediaBucket(), Key: otherKey, Body: 'another video', ContentType: 'video/mp4' }));
    const url = await createS3MediaObjects().readUrl(mediaBucket(), key, 60);

    // Act
    const served = await fetch(url, { headers: { origin: WEB_ORIGIN } });
    const otherObject = await fetch(url.replace(key, otherKey));
    const asHead = await fetch(url, { method: 'HEAD' });
    const asDelete = await fetch(url, { method: 'DELETE' });

    // Assess
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('video/mp4');
    expect(served.headers.get('access-control-allow-origin')).not.toBeNull();
    expect(await served.text()).toBe('the video');
    expect(await s3Refusal(otherObject)).toMatchObject({ status: 403, code: 'SignatureDoesNotMatch' });
    expect(asHead.status).toBe(403);
    expect(await s3Refusal(asDelete)).toMatchObject({ status: 403, code: 'SignatureDoesNotMatch' });
    expect((await objectBytes(mediaBucket(), key)).toString()).toBe('the video');
  });
});

describe("the SDK's own calls, signed in the Authorization header", () => {
  it('put, head, get, ranged get, list, delete one and delete many all pass the check', async () => {
    // Prepare
    const prefix = testKey('');
    const [a, b, c] = ['a.bin', 'b c+(1).bin', 'ü.bin'].map((name) => `${prefix}${name}`) as [string, string, string];
    const s3 = s3Client();

    // Act
    for (const key of [a, b, c]) await s3.send(new PutObjectCommand({ Bucket: mediaBucket(), Key: key, Body: `bytes of ${key}` }));
    const head = await s3.send(new HeadObjectCommand({ Bucket: mediaBucket(), Key: b }));
    const whole = await (await s3.send(new GetObjectCommand({ Bucket: mediaBucket(), Key: b }))).Body!.transformToString();
    const ranged = await (
      await s3.send(new GetObjectCommand({ Bucket: mediaBucket(), Key: b, Range: 'bytes=0-4' }))
    ).Body!.transformToString();
    const listed = await s3.send(new ListObjectsV2Command({ Bucket: mediaBucket(), Prefix: prefix }));
    await s3.send(new DeleteObjectCommand({ Bucket: mediaBucket(), Key: a }));
    await s3.send(new DeleteObjectsCommand({ Bucket: mediaBucket(), Delete: { Objects: [{ Key: b }, { Key: c }] } }));

    // Assess
    expect(head.ContentLength).toBe(`bytes of ${b}`.length);
    expect(whole).toBe(`bytes of ${b}`);
    expect(ranged).toBe('bytes');
    expect(listed.Contents?.map((object) => object.Key).sort()).toEqual([a, b, c].sort());
    expect(await objectKeys(mediaBucket(), prefix)).toEqual([]);
  });

  it('a multipart upload of 5 MiB parts (sent with Expect: 100-continue) passes the check and stores every byte', async () => {
    // Prepare: three parts, the last one short.
    const key = testKey('season.bin');
    const body = Buffer.alloc(11 * 1024 * 1024);
    for (let i = 0; i < body.length; i += 4096) body[i] = (i / 4096) % 251;

    // Act
    await new Upload({
      client: s3Client(),
      params: { Bucket: mediaBucket(), Key: key, Body: body },
      partSize: 5 * 1024 * 1024,
      queueSize: 2,
    }).done();

    // Assess
    expect((await objectBytes(mediaBucket(), key)).equals(body)).toBe(true);
  });

  it('refuses a wrong secret, an unknown key id, a skewed clock and a body other than the signed one, and writes nothing', async () => {
    // Prepare
    const key = testKey('refused.txt');
    const wrongSecret = clientWith({ accessKeyId: EMBEDDED_CREDENTIALS.accessKeyId, secretAccessKey: 'not-the-secret' });
    const unknownKey = clientWith({ accessKeyId: 'SOMEONE', secretAccessKey: EMBEDDED_CREDENTIALS.secretAccessKey });
    const put = new PutObjectCommand({ Bucket: mediaBucket(), Key: key, Body: 'nope' });
    const unsigned = { 'x-amz-content-sha256': 'UNSIGNED-PAYLOAD' };
    const skewed = await headerSigned('PUT', key, { ...unsigned, 'content-length': '4' }, new Date(Date.now() - 20 * 60 * 1000));
    const fiveBytes = await headerSigned('PUT', key, { ...unsigned, 'content-length': '5' });

    // Act
    const bySecret = await sdkError(wrongSecret.send(put));
    const byKeyId = await sdkError(unknownKey.send(put));
    const bySkew = await fetch(skewed.url, { method: 'PUT', headers: skewed.headers, body: 'nope' });
    // fetch sends the real length (9), not the signed one.
    const { 'content-length': _signedLength, ...withoutLength } = fiveBytes.headers;
    const byBody = await fetch(fiveBytes.url, { method: 'PUT', headers: withoutLength, body: 'nine byte' });

    // Assess
    expect(bySecret).toEqual({ name: 'SignatureDoesNotMatch', status: 403 });
    expect(byKeyId).toEqual({ name: 'InvalidAccessKeyId', status: 403 });
    expect(await s3Refusal(bySkew)).toMatchObject({ status: 403, code: 'RequestTimeTooSkewed' });
    expect(await s3Refusal(byBody)).toMatchObject({ status: 403, code: 'SignatureDoesNotMatch' });
    expect(await objectKeys(mediaBucket(), key)).toEqual([]);
    wrongSecret.destroy();
    unknownKey.destroy();
  });

  it('refuses a PUT that asks to continue before its body is sent, so a refused upload never streams', async () => {
    // Prepare: an anonymous PUT of 32 MiB that waits for 100 Continue before sending any of it.
    const url = new URL(`${endpoint()}/${mediaBucket()}/${testKey('never-sent.bin')}`);
    let continued = false;

    // Act
    const status = await new Promise<number>((resolve, reject) => {
      const req = httpRequest({
        host: url.hostname,
        port: url.port,
        method: 'PUT',
        path: url.pathname,
        headers: { 'content-length': String(32 * 1024 * 1024), expect: '100-continue' },
      });
      req.on('continue', () => {
        continued = true;
        req.end(Buffer.alloc(32 * 1024 * 1024));
      });
      req.on('response', (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
        req.destroy();
      });
      req.on('error', reject);
      req.flushHeaders();
    });

    // Assess
    expect(status).toBe(403);
    expect(continued).toBe(false);
  });
});
