import { PutObjectCommand } from '@aws-sdk/client-s3';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { RouteId } from '@scout/shared/api';
import { s3Client } from '../src/adapters/s3/client';
import { env } from '../src/config/env';
import { callerFromClaims } from '../src/core/caller';
import { ForbiddenError } from '../src/core/errors';
import { browseTable, DEV_TOOLS_REFUSED_ON_STAGE, getBucketObjectUrl } from '../src/dev-tools/dev-tools';
import { invoke, tokenFor } from './support/invoke';

type Body = Record<string, unknown>;

async function call(account: 'coach' | 'admin' | 'rivalCoach' | null, routeId: RouteId, query: Body = {}) {
  const token = account ? await tokenFor(account) : undefined;
  return invoke(routeId, { ...(token ? { token } : {}), query } as Parameters<typeof invoke>[1]);
}

describe('dev tools: who may use them', () => {
  it.each([
    ['browseTable', { pk: 'REPORT#rpt-eagles-central' }],
    ['browseBucket', { bucket: 'media' }],
    ['getBucketObjectUrl', { bucket: 'media', key: 'anything' }],
  ] as [RouteId, Body][])('%s answers 401 without a token and 403 to a coach', async (routeId, query) => {
    expect((await call(null, routeId, query)).statusCode).toBe(401);
    expect((await call('coach', routeId, query)).statusCode).toBe(403);
  });

  it.each(['prod', 'production', 'dev'])('refuses on a stage off the allowlist (%s) before reading anything', async (stage) => {
    // The stage comes from the function's environment at cold start; the use cases are called here with a stage
    // the allowlist (the local stack's by default) does not name, and browsers that fail the test if touched.
    const untouchable = () => {
      throw new Error('read on production');
    };
    const deps = {
      stage,
      devToolsStages: ['local'],
      table: { page: untouchable, entityTypes: untouchable },
      buckets: { list: untouchable, objectUrl: untouchable },
    };
    const staff = callerFromClaims({
      sub: 'user-admin',
      accountId: 'internal',
      role: 'admin',
      email: 'admin@scout.local',
      name: 'Alex Morgan',
      accountName: 'Scout',
      tv: 0,
    } as Parameters<typeof callerFromClaims>[0]);

    await expect(browseTable(deps, staff, { limit: 25 })).rejects.toThrow(new ForbiddenError(DEV_TOOLS_REFUSED_ON_STAGE));
    await expect(getBucketObjectUrl(deps, staff, 'media', 'x')).rejects.toBeInstanceOf(ForbiddenError);
  });
});

describe('Database Explorer', () => {
  it('reads one partition in key order, with every attribute, and lists the entity types', async () => {
    const answer = await call('admin', 'browseTable', { pk: 'REPORT#rpt-eagles-central', limit: 100 });

    expect(answer.statusCode).toBe(200);
    const body = answer.body as { items: Body[]; entityTypes: string[]; nextToken: string | null };
    expect(body.items.length).toBeGreaterThan(0);
    expect(body.items.every((item) => item.pk === 'REPORT#rpt-eagles-central')).toBe(true);
    const sks = body.items.map((item) => String(item.sk));
    expect(sks).toEqual([...sks].sort());
    expect(body.items.find((item) => item.entityType === 'Report')).toMatchObject({
      id: 'rpt-eagles-central',
      organizationId: 'org-eagles',
    });
    expect(body.entityTypes).toEqual(expect.arrayContaining(['Report', 'Card', 'User', 'Concept']));
  });

  it('scans one entity type page by page with an opaque token, refusing a token made up or from another listing', async () => {
    const first = await call('admin', 'browseTable', { entityType: 'User', limit: 2 });
    expect(first.statusCode).toBe(200);
    const page = first.body as { items: Body[]; scanned: number; nextToken: string | null };
    expect(page.items.every((item) => item.entityType === 'User')).toBe(true);
    expect(page.scanned).toBeGreaterThanOrEqual(page.items.length);
    expect(page.nextToken).not.toBeNull();

    // The rest of the scan, 100 items read a page, to its end (a few thousand items in the test table).
    const users = new Set<string>(page.items.map((item) => String(item.id)));
    let token = page.nextToken;
    for (let i = 0; token && i < 1000; i++) {
      const next = (await call('admin', 'browseTable', { entityType: 'User', limit: 100, nextToken: token })).body as typeof page;
      for (const item of next.items) users.add(String(item.id));
      token = next.nextToken;
    }
    expect([...users]).toEqual(expect.arrayContaining(['user-coach', 'user-admin']));
    // Password hashes are never shown, even to staff.
    const coach = (await call('admin', 'browseTable', { pk: 'USER#user-coach' })).body as typeof page;
    const coachItem = coach.items.find((item) => item.entityType === 'User');
    expect(coachItem).toMatchObject({ id: 'user-coach', passwordHash: '[REDACTED]' });

    expect((await call('admin', 'browseTable', { entityType: 'Card', nextToken: page.nextToken })).statusCode).toBe(400);
    expect((await call('admin', 'browseTable', { nextToken: 'not-a-token' })).statusCode).toBe(400);
    expect((await call('admin', 'browseTable', { limit: 500 })).statusCode).toBe(400);
  });
});

describe('S3 Browser', () => {
  it("lists a prefix's folders and objects with size and date, and signs a preview URL that works for 5 minutes", async () => {
    // Prepare: a small tree of our own in the media bucket.
    const root = `dev-tools-test/${randomUUID()}/`;
    const bucket = env().MEDIA_BUCKET;
    for (const [key, body] of [
      [`${root}a/clip.mp4`, 'not really a clip'],
      [`${root}b/thumb.jpg`, 'jpeg?'],
      [`${root}readme.txt`, 'hello from the test'],
    ] as const) {
      await s3Client().send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: body }));
    }

    // Act
    const top = await call('admin', 'browseBucket', { bucket: 'media', prefix: root });
    const url = await call('admin', 'getBucketObjectUrl', { bucket: 'media', key: `${root}readme.txt` });

    // Assess
    expect(top.statusCode).toBe(200);
    expect(top.body).toMatchObject({
      bucket: 'media',
      prefix: root,
      prefixes: [`${root}a/`, `${root}b/`],
      objects: [{ key: `${root}readme.txt`, size: 'hello from the test'.length }],
      nextToken: null,
    });
    expect(Date.parse(String((top.body as { objects: Body[] }).objects[0]?.lastModified))).not.toBeNaN();
    expect(url.statusCode).toBe(200);
    const signed = url.body as { url: string; expiresInSeconds: number };
    expect(signed.expiresInSeconds).toBe(300);
    expect(signed.url).toContain('X-Amz-Expires=300');
    expect(await (await fetch(signed.url)).text()).toBe('hello from the test');
  });

  it('answers 404 for a missing object and 400 for an unknown bucket', async () => {
    expect((await call('admin', 'getBucketObjectUrl', { bucket: 'media', key: `dev-tools-test/${randomUUID()}` })).statusCode).toBe(404);
    expect((await call('admin', 'browseBucket', { bucket: 'secrets' })).statusCode).toBe(400);
  });
});
