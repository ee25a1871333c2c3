import { describe, expect, it } from 'vitest';
import {
  ASSIGNMENT,
  CARD,
  CARD_ACTIVITY,
  ENTITIES,
  IMPORT,
  LOGIN_LIMIT,
  MalformedItemError,
  MEMBERSHIP,
  ORGANIZATION,
  PROCESSING_LOG,
  REPORT,
  REPORT_COUNTS,
  reportCountsScope,
  SHARE_LINK,
  USER,
} from './keys';

describe('item keys', () => {
  it('builds the key formats the stored items already use', () => {
    expect(USER.keyAttributes({ id: 'u1', username: 'Coach.Eagles', email: 'Coach@Eagles.example' })).toEqual({
      pk: 'USER#u1',
      sk: 'PROFILE',
      gsi1pk: 'USERNAME#coach.eagles',
      gsi1sk: 'USER',
      gsi2pk: 'EMAIL#coach@eagles.example',
      gsi2sk: 'USER',
      entityType: 'User',
    });
    expect(MEMBERSHIP.key({ organizationId: 'org-1', userId: 'u1' })).toEqual({ pk: 'ORG#org-1', sk: 'USER#u1' });
    expect(ORGANIZATION.key({ id: 'org-1' })).toEqual({ pk: 'ORG#org-1', sk: 'PROFILE' });
    expect(REPORT.keyAttributes({ id: 'r1', organizationId: 'org-1', createdAt: '2026-11-20T10:00:00.000Z' })).toEqual({
      pk: 'REPORT#r1',
      sk: 'REPORT',
      gsi1pk: 'ORG#org-1#REPORTS',
      gsi1sk: '2026-11-20T10:00:00.000Z#r1',
      gsi2pk: 'REPORTS',
      gsi2sk: '2026-11-20T10:00:00.000Z#r1',
      entityType: 'Report',
    });
    expect(ASSIGNMENT.key({ reportId: 'r1', userId: 'u1' })).toEqual({ pk: 'REPORT#r1', sk: 'ASSIGN#u1' });
    expect(IMPORT.key({ reportId: 'r1', importId: 'i1' })).toEqual({ pk: 'REPORT#r1', sk: 'IMPORT#i1' });
    expect(PROCESSING_LOG.key({ reportId: 'r1', at: '2026-11-20T10:00:00.000Z', tail: 'ab12' })).toEqual({
      pk: 'REPORT#r1',
      sk: 'LOG#2026-11-20T10:00:00.000Z#ab12',
    });
    expect(CARD.keyAttributes({ id: 'c1', reportId: 'r1', cardNumber: 7 })).toMatchObject({
      pk: 'CARD#c1',
      sk: 'CARD',
      gsi1pk: 'REPORT#r1#CARDS',
      gsi1sk: '0000000007',
    });
    expect(CARD_ACTIVITY.key({ cardId: 'c1', at: '2026-11-20T10:00:00.000Z', id: 'a1' })).toEqual({
      pk: 'CARD#c1',
      sk: 'ACTIVITY#2026-11-20T10:00:00.000Z#a1',
    });
    expect(LOGIN_LIMIT.key({ kind: 'account', id: 'u1' })).toEqual({ pk: 'LOGINLIMIT#ACCOUNT#u1', sk: 'LIMIT' });
    expect(LOGIN_LIMIT.key({ kind: 'source', id: '10.0.0.1' })).toEqual({ pk: 'LOGINLIMIT#SOURCE#10.0.0.1', sk: 'LIMIT' });
    expect(REPORT_COUNTS.key({ scope: reportCountsScope('org-1') })).toEqual({ pk: 'REPORTCOUNTS#ORG#org-1', sk: 'COUNTS' });
    expect(REPORT_COUNTS.key({ scope: reportCountsScope(null) })).toEqual({ pk: 'REPORTCOUNTS#ALL', sk: 'COUNTS' });
  });

  it('gives the prefix a begins_with query compares', () => {
    expect(ASSIGNMENT.keys.table.sk.prefix).toBe('ASSIGN#');
    expect(CARD_ACTIVITY.keys.table.sk.prefix).toBe('ACTIVITY#');
    expect(MEMBERSHIP.keys.table.sk.prefix).toBe('USER#');
  });

  it('refuses a login-limit kind it has no word for', () => {
    expect(() => LOGIN_LIMIT.key({ kind: 'device', id: 'x' })).toThrow('kind device has no key word');
  });

  it('gives every entity a distinct type and at least one access pattern on keys it has', () => {
    expect(new Set(ENTITIES.map((entity) => entity.type)).size).toBe(ENTITIES.length);
    for (const entity of ENTITIES) {
      const patterns = Object.values(entity.patterns);
      expect(patterns.length).toBeGreaterThan(0);
      for (const pattern of patterns) expect(Object.keys(entity.keys)).toContain(pattern.index);
    }
  });
});

describe('item parsing', () => {
  const organization = { id: 'org-1', name: 'Eagles', isInternal: false, isPackagePaid: true, createdAt: '2026-11-20T10:00:00.000Z' };

  it('puts keys and entity type beside the attributes, and parses them back without the keys', () => {
    // Prepare
    const item = ORGANIZATION.item(organization, organization);

    // Act
    const parsed = ORGANIZATION.parse(item);

    // Assess
    expect(item).toEqual({
      pk: 'ORG#org-1',
      sk: 'PROFILE',
      gsi1pk: 'ORGANIZATIONS',
      gsi1sk: 'org-1',
      entityType: 'Organization',
      ...organization,
    });
    expect(parsed).toEqual(organization);
  });

  it('names the item and the entity type when an item of another entity is read', () => {
    const item = { pk: 'ORG#org-1', sk: 'PROFILE', entityType: 'Membership', userId: 'u1' };

    expect(() => ORGANIZATION.parse(item)).toThrow(MalformedItemError);
    expect(() => ORGANIZATION.parse(item)).toThrow(
      'Stored Organization item ORG#org-1 / PROFILE has entity type "Membership", not Organization',
    );
  });

  it('names the item and each attribute that does not fit, instead of passing it on', () => {
    const item = { ...ORGANIZATION.item(organization, organization), isInternal: 'no', name: undefined };

    expect(() => ORGANIZATION.parse(item)).toThrow(
      /^Stored Organization item ORG#org-1 \/ PROFILE is malformed: name: .+; isInternal: .+$/,
    );
  });

  it('derives nothing on read that is not stored: a report item keeps its counters apart from the report', () => {
    const stored = REPORT.parse({
      ...REPORT.keyAttributes({ id: 'r1', organizationId: 'org-1', createdAt: '2026-11-20T10:00:00.000Z' }),
      id: 'r1',
      title: 'Tigers',
      organizationId: 'org-1',
      status: 'created',
      createdAt: '2026-11-20T10:00:00.000Z',
      cardSeq: 4,
      cardsCount: 4,
      cardsComplete: 1,
    });

    expect(stored).toMatchObject({ id: 'r1', cardSeq: 4, cardsCount: 4, cardsComplete: 1, version: 1 });
    expect(stored).not.toHaveProperty('pk');
    expect(stored).not.toHaveProperty('completionPercentage');
  });

  it('reads absent report counts as zero', () => {
    expect(REPORT_COUNTS.parse({ ...REPORT_COUNTS.key({ scope: 'ALL' }), entityType: 'ReportCounts', created: 2 })).toEqual({
      created: 2,
      in_progress: 0,
      completed: 0,
      paid: 0,
      failed: 0,
    });
  });

  it("lists a report's links and a group's links apart, and reads a link stored before groups could be shared as a report link", () => {
    const base = { tokenHash: 'a'.repeat(64), shareId: 'a'.repeat(16), createdAt: '2026-11-01T00:00:00.000Z' };
    expect(SHARE_LINK.keyAttributes({ ...base, scope: 'report', targetId: 'rpt-1' }).gsi1pk).toBe('REPORT#rpt-1#SHARES');
    expect(SHARE_LINK.keyAttributes({ ...base, scope: 'group', targetId: 'grp-1' }).gsi1pk).toBe('GROUP#grp-1#SHARES');
    const stored = {
      ...SHARE_LINK.keyAttributes({ ...base, scope: 'report', targetId: 'rpt-1' }),
      ...base,
      reportId: 'rpt-1',
      organizationId: 'org-1',
      createdBy: 'u1',
      createdByName: 'Alex Morgan',
      linkExpiresAt: '2026-11-08T00:00:00.000Z',
      views: 2,
    };

    expect(SHARE_LINK.parse(stored)).toMatchObject({ scope: 'report', reportId: 'rpt-1', views: 2 });
    expect(() => SHARE_LINK.parse({ ...stored, scope: 'group' })).toThrow(MalformedItemError);
  });
});
