import { randomUUID } from 'node:crypto';
import {
  DEFAULT_OPPONENT_NAME,
  DEFAULT_OPPONENT_OFFENSE_TAG,
  deliveryWindowHours,
  type Report,
  type ReportCreate,
} from '@scout/shared/domain';
import { can } from '@scout/shared/permissions';
import type { Caller } from '../core/caller';
import type { ReportStore } from '../ports';

/** The organisation organization_id names when the caller may create reports there; else the caller's own. */
function organizationFor(caller: Caller, requested: string | undefined): string {
  if (requested && can(caller.principal, 'report:create', { type: 'organization', organizationId: requested })) return requested;
  return caller.organizationId;
}

/**
 * Creates a report in the caller's organisation. Internal staff may create one for another organisation
 * ('report:create' there); for anyone else organization_id in the body is ignored rather than refused.
 */
export async function createReport(store: ReportStore, caller: Caller, input: ReportCreate, now = new Date()): Promise<Report> {
  const packageType = input.packageType ?? 'free';
  const at = now.toISOString();
  const report: Report = {
    id: `rpt-${randomUUID()}`,
    title: input.title,
    organizationId: organizationFor(caller, input.organizationId),
    status: 'created',
    createdBy: caller.userId,
    createdAt: at,
    updatedAt: at,
    deadline: input.deadline ?? null,
    opponentName: input.opponentName ?? DEFAULT_OPPONENT_NAME,
    opponentAbbreviation: input.opponentAbbreviation ?? null,
    location: input.location ?? 'home',
    reportType: input.reportType ?? 'defense',
    jerseyColor: input.jerseyColor ?? null,
    hasAnalysisAddon: input.hasAnalysisAddon ?? false,
    analysisType: input.analysisType ?? null,
    hasSummaryAddon: input.hasSummaryAddon ?? false,
    timerStartedAt: null,
    timerExpiresAt: null,
    packageType,
    paymentStatus: 'pending',
    paidAt: null,
    completionPercentage: 0,
    deliveryTimeHours: deliveryWindowHours(packageType),
    hudlImportStatus: null,
    hudlImportError: null,
    cardsCount: 0,
    opponentOffenseTag: input.opponentOffenseTag ?? DEFAULT_OPPONENT_OFFENSE_TAG,
    version: 1,
  };
  await store.create(report);
  return report;
}
