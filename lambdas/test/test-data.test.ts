import { describe, expect, it } from 'vitest';
import type { Card } from '@scout/shared/domain';
import { testDataDeps } from '../src/composition/cards';
import { callerFromClaims } from '../src/core/caller';
import { ForbiddenError } from '../src/core/errors';
import { addTestData, TEST_DATA_REFUSED_ON_STAGE } from '../src/dev-tools/test-data';
import { cardsOf, newReport } from './support/film-upload';
import { invoke, tokenFor } from './support/invoke';

async function addTo(reportId: string, account: 'admin' | 'coach' | 'rivalCoach' = 'admin') {
  return invoke('addTestData', { token: await tokenFor(account), params: { id: reportId } });
}

describe('test data (five cards), for staff on a development stack', () => {
  it('adds five defensive plays to a defensive report, numbered after its last card', async () => {
    const report = await newReport('coach', 'Test data defense');
    const first = await invoke('createCard', { token: await tokenFor('coach'), params: { id: report.id }, body: { title: 'Own play' } });
    expect(first.statusCode).toBe(201);

    const added = await addTo(report.id);

    expect(added.statusCode, JSON.stringify(added.body)).toBe(201);
    const cards = added.body.cards as Card[];
    expect(cards.map((card) => card.cardNumber)).toEqual([2, 3, 4, 5, 6]);
    for (const card of cards) {
      expect(card.breakdown).toMatchObject({
        odkm: 'D',
        front: expect.any(String),
        coverage: expect.any(String),
        pressure: expect.any(String),
      });
      expect(card.breakdown).toMatchObject({ down: expect.any(Number), distance: expect.any(Number), formation: expect.any(String) });
    }
    expect(new Set(cards.map((card) => card.breakdown.coverage)).size).toBeGreaterThan(1);
    expect((await cardsOf(report.id)).map((card) => card.cardNumber)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('adds offensive plays to an offensive report', async () => {
    const created = await invoke('createReport', {
      token: await tokenFor('coach'),
      body: { title: 'Test data offense', report_type: 'offense' },
    });
    expect(created.statusCode, JSON.stringify(created.body)).toBe(201);

    const added = await addTo(created.body.id as string);

    const cards = added.body.cards as Card[];
    expect(cards).toHaveLength(5);
    expect(cards.map((card) => card.cardNumber)).toEqual([1, 2, 3, 4, 5]);
    for (const card of cards) {
      expect(card.breakdown).toMatchObject({ odkm: 'O', playType: expect.stringMatching(/^(Run|Pass)$/), playConcept: expect.any(String) });
      expect(card.breakdown.front).toBeUndefined();
    }
  });

  it('refuses a coach on their own report (403), and another organisation’s report is missing (404)', async () => {
    const own = await newReport('coach', 'Test data coach');

    const byCoach = await addTo(own.id, 'coach');
    const byRival = await addTo(own.id, 'rivalCoach');

    expect([byCoach.statusCode, byCoach.body.message]).toEqual([403, 'Only internal staff can add test data.']);
    expect(byRival.statusCode).toBe(404);
    expect(await cardsOf(own.id)).toEqual([]);
  });

  it('is refused in production, adding nothing', async () => {
    const report = await newReport('coach', 'Test data production');
    const staff = callerFromClaims({
      sub: 'user-admin',
      name: 'Scout Admin',
      email: 'admin@scout.test',
      accountId: 'internal',
      accountName: 'Scout',
      role: 'admin',
      showDemoData: false,
      tv: 0,
      iat: 0,
      exp: 0,
    });

    const refused = addTestData({ ...testDataDeps, stage: 'staging' }, staff, report.id);

    await expect(refused).rejects.toThrow(new ForbiddenError(TEST_DATA_REFUSED_ON_STAGE));
    expect(await cardsOf(report.id)).toEqual([]);
  });
});
