import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { devToolsRoutes, type RouteResponse } from '@scout/shared/api';
import { callApi } from '../../../lib/api-client';

export interface TableQuery {
  pk: string;
  entityType: string;
  nextToken: string | null;
}

/** GET /dev/table/items: a page of the table (a partition or a scan, optionally of one entity type). */
export function browseTable(query: TableQuery, signal?: AbortSignal): Promise<RouteResponse<'browseTable'>> {
  return callApi(devToolsRoutes.browseTable, {
    query: {
      ...(query.pk ? { pk: query.pk } : {}),
      ...(query.entityType ? { entityType: query.entityType } : {}),
      ...(query.nextToken ? { nextToken: query.nextToken } : {}),
      limit: 25,
    },
    signal,
  });
}

export function useTablePage(query: TableQuery) {
  return useQuery({
    queryKey: ['dev-tools', 'table', query],
    queryFn: ({ signal }) => browseTable(query, signal),
    placeholderData: keepPreviousData,
  });
}
