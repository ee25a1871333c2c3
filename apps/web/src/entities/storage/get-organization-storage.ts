import { queryOptions, useQuery } from '@tanstack/react-query';
import { storageRoutes, type OrganizationStorage } from '@scout/shared/api';
import { callApi } from '../../lib/api-client';

export const storageKeys = {
  all: ['storage'] as const,
  organization: (organizationId: string) => [...storageKeys.all, organizationId] as const,
};

/** GET /organizations/{id}/storage: use by report and by kind of medium, against the quota. */
export function getOrganizationStorage(organizationId: string, signal?: AbortSignal): Promise<OrganizationStorage> {
  return callApi(storageRoutes.getOrganizationStorage, { params: { id: organizationId }, signal });
}

export function organizationStorageQueryOptions(organizationId: string) {
  return queryOptions({
    queryKey: storageKeys.organization(organizationId),
    queryFn: ({ signal }) => getOrganizationStorage(organizationId, signal),
  });
}

export function useOrganizationStorage(organizationId: string | null) {
  return useQuery({ ...organizationStorageQueryOptions(organizationId ?? ''), enabled: Boolean(organizationId) });
}
