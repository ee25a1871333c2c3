import { z } from 'zod';

export const PACKAGE_TYPES = ['free', 'assist', 'full', 'express'] as const;
export const packageTypeSchema = z.enum(PACKAGE_TYPES);
export type PackageType = z.infer<typeof packageTypeSchema>;

/** Delivery window of each package in hours; free has none ('No deadline'). */
export const DELIVERY_WINDOW_HOURS: Record<PackageType, number> = {
  express: 12,
  full: 24,
  assist: 36,
  free: 0,
};

export function deliveryWindowHours(packageType: PackageType): number {
  return DELIVERY_WINDOW_HOURS[packageType];
}
