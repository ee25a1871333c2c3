import { afterEach, describe, expect, it, vi } from 'vitest';
import { listReportsQueryFor } from './reports-viewer';

describe('listReportsQueryFor', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('asks for every report with isInternalUser=true for administrators', () => {
    expect(listReportsQueryFor({ isAdministrator: true, organizationId: 'internal' }, true)).toEqual({ isInternalUser: true, showCompleted: true });
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
});
