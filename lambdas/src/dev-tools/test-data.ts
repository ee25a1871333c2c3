import type { Card } from '@scout/shared/domain';
import { can } from '@scout/shared/permissions';
import { loadReportForCards } from '../cards/card-access';
import { createCard, type CardDeps } from '../cards/card-use-cases';
import type { Caller } from '../core/caller';
import { ForbiddenError } from '../core/errors';
import { isDevToolsStage } from './dev-tools';
import { testPlaysFor } from './test-plays';

export interface TestDataDeps extends CardDeps {
  /** The stack's stage: test data is added only on a stage of `devToolsStages` (as the dev tools run). */
  stage: string;
  devToolsStages: readonly string[];
  now: () => Date;
}

export const TEST_DATA_REFUSED_ON_STAGE = 'Test data can only be added on a development stage.';
export const TEST_DATA_STAFF_ONLY = 'Only internal staff can add test data.';

/**
 * Adds test data to a report: five plays of the side the report scouts (a defensive
 * report gets the defense's fronts, coverages and pressures against the offense it faced; an offensive one
 * the offense's formations and concepts), numbered after its last card. Internal staff only, only on a dev-tools
 * stage; a report the caller may not read is missing (404) whoever asks.
 */
export async function addTestData(deps: TestDataDeps, caller: Caller, reportId: string): Promise<{ cards: Card[] }> {
  const report = await loadReportForCards(deps.reports, caller, reportId, 'card:read');
  if (!can(caller.principal, 'internal:access')) throw new ForbiddenError(TEST_DATA_STAFF_ONLY);
  if (!isDevToolsStage(deps.stage, deps.devToolsStages)) throw new ForbiddenError(TEST_DATA_REFUSED_ON_STAGE);
  const cards: Card[] = [];
  // One after another, so the numbers follow the plays' order.
  for (const play of testPlaysFor(report.reportType)) {
    cards.push(await createCard(deps, caller, report.id, { title: play.title, breakdown: play.breakdown }, deps.now()));
  }
  return { cards };
}
