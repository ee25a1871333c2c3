import type { Report } from '@scout/shared/domain';

/** A stored report with every field a new free report has, dated `createdAt`; `fields` sets the rest. */
export function storedReport(fields: Pick<Report, 'id' | 'organizationId' | 'createdAt'> & Partial<Report>): Report {
  return {
    title: 'Scouting',
    status: 'created',
    location: 'home',
    reportType: 'defense',
    hasAnalysisAddon: false,
    hasSummaryAddon: false,
    packageType: 'free',
    paymentStatus: 'pending',
    completionPercentage: 0,
    deliveryTimeHours: 0,
    cardsCount: 0,
    opponentOffenseTag: 'O',
    version: 1,
    ...fields,
  };
}
