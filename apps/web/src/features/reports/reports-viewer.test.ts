import { afterEach, describe, expect, it, vi } from 'vitest';
import { listReportsQueryFor, pageCount } from './reports-viewer';

describe('listReportsQueryFor', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('asks for every report with isInternalUser=true for administrators', () => {
    expect(listReportsQueryFor({ isAdministrator: true, organizationId: 'internal' }, true)).toEqual({
      isInternalUser: true,
      showCompleted: true,
    });
  });

  it("filters by the user's organization_id for everyone else", () => {
    expect(listReportsQueryFor({ isAdministrator: false, organizationId: 'org-eagles' }, false)).toEqual({
      organization_id: 'org-eagles',
      showCompleted: false,
    });
  });

  it('still sends the request, with a console warning, when an external user has no organization id', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);

    const query = listReportsQueryFor({ isAdministrator: false, organizationId: null }, true);

    expect(query).toEqual({ showCompleted: true });
    expect(warn).toHaveBeenCalledOnce();
  });

  it('asks for one page when given: by its key, or by a number counted from a key', () => {
    const coach = { isAdministrator: false, organizationId: 'org-eagles' };

    expect(listReportsQueryFor(coach, true, { limit: 25 })).toEqual({ organization_id: 'org-eagles', showCompleted: true, limit: 25 });
    expect(listReportsQueryFor(coach, true, { lastKey: 'k2', limit: 25 })).toEqual({
      organization_id: 'org-eagles',
      showCompleted: true,
      lastKey: 'k2',
      limit: 25,
    });
    expect(listReportsQueryFor(coach, true, { lastKey: 'k2', page: 4, limit: 25 })).toMatchObject({ lastKey: 'k2', page: 4, limit: 25 });
  });
});

describe('pageCount', () => {
  it('rounds up, with at least one page', () => {
    expect(pageCount(0, 25)).toBe(1);
    expect(pageCount(25, 25)).toBe(1);
    expect(pageCount(26, 25)).toBe(2);
  });
});
