import type { RouteQuery, RouteResponse } from '@scout/shared/api';
import { reportSchema, type Report } from '@scout/shared/domain';
import { describe, expect, it } from 'vitest';
import { listAllReports } from './list-all-reports';

const makeReport = (n: number): Report =>
  reportSchema.parse({
    id: `rpt-${n}`,
    title: `Report ${n}`,
    organizationId: 'org-eagles',
    status: 'created',
    createdAt: '2025-03-01T00:00:00.000Z',
  });

/** A server holding `count` reports, serving them in pages; it records the queries it was sent. */
function fakeServer(count: number, options: { ignoresPaging?: boolean } = {}) {
  const all = Array.from({ length: count }, (_, i) => makeReport(i + 1));
  const queries: RouteQuery<'listReports'>[] = [];
  const fetchPage = async (query: RouteQuery<'listReports'>): Promise<RouteResponse<'listReports'>> => {
    queries.push(query);
    const page = Number(query.page ?? 1);
    const limit = Number(query.limit ?? 25);
    const reports = options.ignoresPaging ? all : all.slice((page - 1) * limit, page * limit);
    return { reports, total: count, page, limit };
  };
  return { fetchPage, queries };
}

describe('listAllReports', () => {
  it('reads page after page of 100 until it has them all', async () => {
    const server = fakeServer(230);

    const result = await listAllReports({ isInternalUser: true }, undefined, server.fetchPage);

    expect(result.total).toBe(230);
    expect(result.reports.map((r) => r.id).slice(-1)).toEqual(['rpt-230']);
    expect(server.queries).toEqual([
      { isInternalUser: true, page: 1, limit: 100 },
      { isInternalUser: true, page: 2, limit: 100 },
      { isInternalUser: true, page: 3, limit: 100 },
    ]);
  });

  it('stops after one call when everything came at once', async () => {
    const server = fakeServer(7, { ignoresPaging: true });

    const result = await listAllReports({}, undefined, server.fetchPage);

    expect(result.reports).toHaveLength(7);
    expect(server.queries).toHaveLength(1);
  });

  it('copes with no reports', async () => {
    const server = fakeServer(0);

    expect(await listAllReports({}, undefined, server.fetchPage)).toEqual({ reports: [], total: 0 });
  });
});
