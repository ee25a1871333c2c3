import { describe, expect, it } from 'vitest';
import { logResponseBody, MAX_DEPTH_PLACEHOLDER, REDACTED, sanitizeLogData } from './log-sanitize';

/** A login answer as the API sends it. */
const LOGIN_ANSWER = {
  token: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ1c2VyLWNvYWNoIn0.c2lnbmF0dXJl',
  id: 'user-coach',
  userName: 'coach',
  organizationId: 'org-eagles',
  accountName: 'Eagles Football',
  email: 'coach@eaglesfootball.example',
  role: 'coach',
  isInternalUser: false,
};

function report(i: number) {
  return {
    id: `rpt-${i}`,
    title: `Week ${i}`,
    organization_id: 'org-eagles',
    opponent_name: 'Ridgeview Rams',
    status: 'in_progress',
    total_cards: 40,
  };
}

describe('sanitizeLogData', () => {
  it('redacts the token, contact details, organisation id and account name of a login answer, keeping the rest', () => {
    expect(sanitizeLogData(LOGIN_ANSWER)).toEqual({
      token: REDACTED,
      id: 'user-coach',
      userName: 'coach',
      organizationId: REDACTED,
      accountName: REDACTED,
      email: REDACTED,
      role: 'coach',
      isInternalUser: false,
    });
  });

  it('redacts a login request’s password and an Authorization header, in either case style', () => {
    expect(sanitizeLogData({ username: 'coach', password: 'scout-coach-demo' })).toEqual({ username: 'coach', password: REDACTED });
    expect(sanitizeLogData({ headers: { Authorization: 'Bearer abc', Accept: 'application/json' } })).toEqual({
      headers: { Authorization: REDACTED, Accept: 'application/json' },
    });
    expect(sanitizeLogData({ organization_id: 'org-eagles', account_name: 'Eagles', phone_number: '+1 555 0100' })).toEqual({
      organization_id: REDACTED,
      account_name: REDACTED,
      phone_number: REDACTED,
    });
    expect(sanitizeLogData({ accessCode: '8842', share_token: 'tok', nextToken: 'abc' })).toEqual({
      accessCode: REDACTED,
      share_token: REDACTED,
      nextToken: REDACTED,
    });
  });

  it('keeps an s3_key (the stored file’s path is not a secret) and empty values', () => {
    expect(sanitizeLogData({ s3_key: 'media/rpt-1/card-1/clip.mp4', s3Key: 'x', email: '', password: null })).toEqual({
      s3_key: 'media/rpt-1/card-1/clip.mp4',
      s3Key: 'x',
      email: '',
      password: null,
    });
  });

  it('cuts strings over 500 characters and says how much was left out', () => {
    const notes = 'x'.repeat(620);
    const out = sanitizeLogData({ notes }) as { notes: string };
    expect(out.notes).toBe(`${'x'.repeat(500)}… [truncated 120 characters]`);
  });

  it('replaces objects nested deeper than 3 levels', () => {
    const card = { breakdown: { custom: { fields: { deep: { value: 1 } }, list: [[['x']]] } } };
    expect(sanitizeLogData(card)).toEqual({
      breakdown: { custom: { fields: { deep: MAX_DEPTH_PLACEHOLDER }, list: [MAX_DEPTH_PLACEHOLDER] } },
    });
  });

  it('collapses a list of reports to its count and the first report (itself sanitised)', () => {
    const reports = [report(1), report(2), report(3)];
    expect(sanitizeLogData({ reports, nextToken: null })).toEqual({
      reports: {
        count: 3,
        first: {
          id: 'rpt-1',
          title: 'Week 1',
          organization_id: REDACTED,
          opponent_name: 'Ridgeview Rams',
          status: 'in_progress',
          total_cards: 40,
        },
      },
      nextToken: null,
    });
    expect(sanitizeLogData([report(1), report(2)])).toEqual({ count: 2, first: expect.objectContaining({ id: 'rpt-1' }) });
    expect(sanitizeLogData({ cards: [{ id: 'c1' }, { id: 'c2' }] })).toEqual({ cards: [{ id: 'c1' }, { id: 'c2' }] });
  });

  it('keeps an Error as its name and message', () => {
    expect(sanitizeLogData({ error: new TypeError('Failed to fetch') })).toEqual({
      error: { name: 'TypeError', message: 'Failed to fetch' },
    });
  });
});

describe('logResponseBody', () => {
  it('keeps a small answer (sanitised)', () => {
    expect(logResponseBody({ status: 'ok', email: 'a@b.c' })).toEqual({ status: 'ok', email: REDACTED });
  });

  it('summarises an answer over 2000 characters: its size, fields and list lengths', () => {
    const cards = Array.from({ length: 40 }, (_, i) => ({ id: `card-${i}`, title: `Play ${i}`, notes: 'Inside zone, cut back' }));
    const body = { cards, nextToken: null };
    const length = JSON.stringify(body).length;
    expect(length).toBeGreaterThan(2000);
    expect(logResponseBody(body)).toEqual({
      summary: `Response of ${length} characters`,
      keys: ['cards', 'nextToken'],
      counts: { cards: 40 },
    });
    expect(logResponseBody('x'.repeat(2500), 2500)).toEqual({ summary: 'Response of 2500 characters' });
  });
});
