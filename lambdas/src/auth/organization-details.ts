import type { OrganizationDetails } from '@scout/shared/domain';
import type { Caller } from '../core/caller';
import { NotFoundError } from '../core/errors';
import type { OrganizationStore } from '../ports';

/** The caller's own organisation; the id comes from the verified token, never from the request. */
export async function getOrganizationDetails(organizations: OrganizationStore, caller: Caller): Promise<OrganizationDetails> {
  const organization = await organizations.get(caller.organizationId);
  if (!organization) throw new NotFoundError('Organization not found');
  return { id: organization.id, organizationName: organization.name };
}
