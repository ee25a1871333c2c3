import { describe, expect, it } from 'vitest';
import type { Card, Report } from '@scout/shared/domain';
import { shareLinkViewerPrincipal, userPrincipal, type Principal } from '@scout/shared/permissions';
import type { Caller } from '../core/caller';
import { ForbiddenError, NotFoundError } from '../core/errors';
import { loadCard, loadReportForCards } from './card-access';
import type { CardStore, ReportStore } from '../ports';

const report = { id: 'rpt-eagles', organizationId: 'org-eagles' } as Report;
const card = { id: 'card-1', reportId: 'rpt-eagles', organizationId: 'org-eagles' } as Card;

/** Stores that hold one report and one card: only get is read by the access checks under test. */
const deps = {
  reports: { get: async (id: string) => (id === report.id ? report : null) } as unknown as ReportStore,
  cards: { get: async (id: string) => (id === card.id ? card : null) } as unknown as CardStore,
};

function caller(principal: Principal): Caller {
  return {
    principal,
    userId: 'u',
    organizationId: 'org',
    role: 'x',
    email: 'e@example.com',
    name: 'N',
    accountName: 'A',
    sourceIp: null,
    restriction: null,
  };
}

const coach = caller(userPrincipal({ userId: 'user-coach', organizationId: 'org-eagles', role: 'coach' }));
const rival = caller(userPrincipal({ userId: 'user-rival', organizationId: 'org-ridgeview', role: 'coach' }));
const admin = caller(userPrincipal({ userId: 'user-admin', organizationId: 'internal', role: 'admin' }));
const viewer = caller(shareLinkViewerPrincipal({ kind: 'report', reportId: 'rpt-eagles', organizationId: 'org-eagles' }));

describe('card access', () => {
  it('lets the owning coach and an administrator edit and delete the card', async () => {
    // Act
    const loaded = await Promise.all([
      loadCard(deps, coach, card.id, report.id, 'card:write'),
      loadCard(deps, admin, card.id, undefined, 'card:delete'),
    ]);

    // Assess
    expect(loaded.map((c) => c.id)).toEqual([card.id, card.id]);
  });

  it('answers another organisation’s coach 404, as for a missing card or one of another report', async () => {
    // Act
    const attempts = [loadCard(deps, rival, card.id), loadCard(deps, coach, 'card-missing'), loadCard(deps, coach, card.id, 'rpt-other')];

    // Assess
    for (const attempt of attempts) await expect(attempt).rejects.toThrow(new NotFoundError('Card not found'));
    await expect(loadReportForCards(deps.reports, rival, report.id, 'card:write')).rejects.toThrow(new NotFoundError('Report not found'));
  });

  it('lets a share-link viewer read the card but not write or delete it (403)', async () => {
    // Act
    const read = await loadCard(deps, viewer, card.id, report.id);
    const write = loadCard(deps, viewer, card.id, report.id, 'card:write');
    const create = loadReportForCards(deps.reports, viewer, report.id, 'card:write');
    const remove = loadCard(deps, viewer, card.id, report.id, 'card:delete');

    // Assess
    expect(read.id).toBe(card.id);
    await expect(write).rejects.toBeInstanceOf(ForbiddenError);
    await expect(create).rejects.toBeInstanceOf(ForbiddenError);
    await expect(remove).rejects.toBeInstanceOf(ForbiddenError);
  });
});
