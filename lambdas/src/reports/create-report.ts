import { randomUUID } from 'node:crypto';
import { DEFAULT_OPPONENT_NAME, deliveryWindowHours, type Report, type ReportCreate } from '@scout/shared/domain';
import type { Caller } from '../core/caller';
import type { ReportStore } from './ports';

/**
 * Creates a report in the caller's organisation. Internal staff may create one for another organisation;
 * for anyone else organization_id in the body is ignored.
 */
export async function createReport(store: ReportStore, caller: Caller, input: ReportCreate, now = new Date()): Promise<Report> {
  const packageType = input.packageType ?? 'free';
  const at = now.toISOString();
  const report: Report = {
    id: `rpt-${randomUUID()}`,
    title: input.title,
    organizationId: caller.isAdministrator && input.organizationId ? input.organizationId : caller.organizationId,
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
    version: 1,
  };
  await store.create(report);
  return report;
}
