import { logger } from './logger';

/** This page's Core Web Vitals as the `web-vitals` library reports them (the Performance dev page reads them). */

export type VitalName = 'LCP' | 'INP' | 'CLS' | 'FCP' | 'TTFB';
export type VitalRating = 'good' | 'needs-improvement' | 'poor';

export interface Vital {
  name: VitalName;
  value: number;
  rating: VitalRating;
  /** When the value was last reported. */
  at: string;
}

let vitals: Partial<Record<VitalName, Vital>> = {};
const listeners = new Set<() => void>();
let started = false;

export const webVitals = {
  /** The latest value of each metric reported so far (same object until a value changes). */
  snapshot: (): Partial<Record<VitalName, Vital>> => vitals,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/**
 * Starts measuring. The library is loaded after the first page (it reads the browser's buffered entries, so LCP
 * and early layout shifts are still counted) and keeps reporting as values change.
 */
export function startWebVitals(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  void import('web-vitals')
    .then(({ onCLS, onFCP, onINP, onLCP, onTTFB }) => {
      const report = (metric: { name: VitalName; value: number; rating: VitalRating }) => {
        vitals = {
          ...vitals,
          [metric.name]: { name: metric.name, value: metric.value, rating: metric.rating, at: new Date().toISOString() },
        };
        logger.info(
          'performance',
          `${metric.name} ${metric.name === 'CLS' ? metric.value.toFixed(3) : `${Math.round(metric.value)} ms`} (${metric.rating})`,
        );
        for (const listener of listeners) listener();
      };
      onLCP(report, { reportAllChanges: true });
      onINP(report, { reportAllChanges: true });
      onCLS(report, { reportAllChanges: true });
      onFCP(report);
      onTTFB(report);
    })
    .catch((error: unknown) => logger.warn('performance', 'Could not load web-vitals', error));
}
