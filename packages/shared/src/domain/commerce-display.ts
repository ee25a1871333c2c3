import { PACKAGE_CURRENCY } from './commerce';
import { DELIVERY_WINDOW_HOURS, type PackageType } from './package';

// What the buying screens and the checkout page show of a package. Apart from commerce.ts on purpose: the API
// contract imports that module, so it is in the web app's first load, and whatever a lazy page used from it
// would be too.

/** '$249.00' ('$0' for free). */
export function formatPrice(cents: number, currency: string = PACKAGE_CURRENCY): string {
  if (cents === 0) return '$0';
  const amount = (cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return currency.toLowerCase() === 'usd' ? `$${amount}` : `${amount} ${currency.toUpperCase()}`;
}

/** When a report bought now with this package is due: null for free (no deadline). */
export function deliveryDeadline(packageType: PackageType, paidAt: Date): string | null {
  const hours = DELIVERY_WINDOW_HOURS[packageType];
  return hours > 0 ? new Date(paidAt.getTime() + hours * 3600 * 1000).toISOString() : null;
}
