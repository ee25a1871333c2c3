import { packageCatalogSchema, type PackageOffer, type PackageType } from '@scout/shared/domain';

/** A package as the editor holds it: the price as typed (dollars), the features one per line. */
export interface PackageDraft {
  packageType: PackageType;
  name: string;
  price: string;
  summary: string;
  features: string;
}

export function draftsOf(offers: readonly PackageOffer[]): PackageDraft[] {
  return offers.map((offer) => ({
    packageType: offer.packageType,
    name: offer.name,
    price: (offer.priceCents / 100).toFixed(2),
    summary: offer.summary,
    features: offer.features.join('\n'),
  }));
}

/** Dollars as typed ('49', '49.5', '$1,200.00') in whole cents; null when it is not an amount. */
export function priceCentsOf(price: string): number | null {
  const cleaned = price.replace(/[$,\s]/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return null;
  return Math.round(Number(cleaned) * 100);
}

/** The catalogue the drafts describe, or the first problem with it (the server checks it again). */
export function offersOf(drafts: readonly PackageDraft[]): { offers: PackageOffer[] } | { problem: string } {
  const offers: PackageOffer[] = [];
  for (const draft of drafts) {
    const priceCents = priceCentsOf(draft.price);
    if (priceCents === null) return { problem: `${draft.name || draft.packageType}: enter the price in dollars, e.g. 49.00` };
    offers.push({
      packageType: draft.packageType,
      name: draft.name.trim(),
      priceCents,
      summary: draft.summary.trim(),
      features: draft.features
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
    });
  }
  const parsed = packageCatalogSchema.safeParse(offers);
  if (!parsed.success) return { problem: parsed.error.issues[0]?.message ?? 'The packages are not valid' };
  return { offers: parsed.data };
}
