import type { MetricRulesInput } from '@scout/shared/domain';

/** An organisation's stored metric definitions and who saved them last. */
export interface StoredMetricRules extends MetricRulesInput {
  organizationId: string;
  /** 1 for the first save, bumped by each one after. */
  version: number;
  updatedAt: string;
  updatedBy: string;
  updatedByName: string;
}

export interface MetricRulesStore {
  get(organizationId: string): Promise<StoredMetricRules | null>;
  /**
   * Saves the definitions if the stored ones are still at `expectedVersion` (0: none stored yet); false when
   * they are not (someone saved in between), and nothing is written.
   */
  put(rules: StoredMetricRules, expectedVersion: number): Promise<boolean>;
}
