import { DEFAULT_PACKAGE_OFFERS, PACKAGE_CURRENCY, packageCatalogSchema, type PackageOffer, type PackageType } from '@scout/shared/domain';
import { can } from '@scout/shared/permissions';
import { auditActor } from '../audit/audit-trail';
import { assertPermittedAudited } from '../audit/denied';
import type { Caller } from '../core/caller';
import { logger } from '../core/logger';
import type { AuditTrail, SettingsStore } from '../ports';

/** The settings item holding the catalogue. */
export const PACKAGES_SETTING = 'packages';

/**
 * The catalogue as staff last saved it, or the defaults. A stored catalogue that no longer parses (a field
 * added since) is logged and the defaults are sold instead of failing every checkout.
 */
export async function currentPackages(settings: SettingsStore): Promise<PackageOffer[]> {
  const stored = await settings.get(PACKAGES_SETTING);
  if (!stored) return DEFAULT_PACKAGE_OFFERS;
  const parsed = packageCatalogSchema.safeParse(stored.value);
  if (parsed.success) return parsed.data;
  logger.error('The stored package catalogue is not valid; selling the defaults', {
    problems: parsed.error.issues.map((issue) => issue.message),
  });
  return DEFAULT_PACKAGE_OFFERS;
}

export function offerOf(packages: PackageOffer[], packageType: PackageType): PackageOffer {
  const offer = packages.find((candidate) => candidate.packageType === packageType);
  if (!offer) throw new Error(`The catalogue has no ${packageType} package`);
  return offer;
}

export async function listPackages(settings: SettingsStore) {
  return { packages: await currentPackages(settings), currency: PACKAGE_CURRENCY };
}

export const CATALOG_ADMINISTRATORS_ONLY = 'Only administrators can change the packages and their prices.';
const CATALOG_TARGET = { type: 'catalog', id: PACKAGES_SETTING, label: 'Package catalogue' } as const;

/** An administrator saves a new catalogue (validated by the contract: every package once, Free at $0). */
export async function updatePackages(
  deps: { settings: SettingsStore; audit: AuditTrail },
  caller: Caller,
  packages: PackageOffer[],
  now: Date,
) {
  await assertPermittedAudited(deps.audit, caller, can(caller.principal, 'catalog:write'), {
    kind: 'catalog.update',
    target: CATALOG_TARGET,
    message: CATALOG_ADMINISTRATORS_ONLY,
  });
  await deps.settings.put(PACKAGES_SETTING, packages, { by: caller.userId, byName: caller.name, at: now.toISOString() });
  const prices = Object.fromEntries(packages.map((p) => [p.packageType, p.priceCents]));
  logger.info('Package catalogue changed', { by: caller.userId, prices });
  await deps.audit.record({
    kind: 'catalog.update',
    outcome: 'success',
    actor: auditActor(caller),
    target: CATALOG_TARGET,
    sourceIp: caller.sourceIp,
    detail: Object.fromEntries(packages.map((p) => [`${p.packageType}PriceCents`, p.priceCents])),
  });
  return { packages, currency: PACKAGE_CURRENCY };
}
