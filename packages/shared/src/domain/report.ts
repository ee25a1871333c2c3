import { z } from 'zod';
import { camelizeKeys } from './case';
import { packageTypeSchema } from './package';

export const REPORT_STATUSES = ['created', 'in_progress', 'completed', 'paid', 'failed'] as const;
export const reportStatusSchema = z.enum(REPORT_STATUSES);
export type ReportStatus = z.infer<typeof reportStatusSchema>;

export const paymentStatusSchema = z.enum(['pending', 'completed']);
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

export const DEFAULT_OPPONENT_ABBREVIATION = 'OPP';
export const DEFAULT_OPPONENT_NAME = 'Unknown Opponent';
export const OPPONENT_ABBREVIATION_MAX = 5;

const isoDate = z.string().min(1);

/**
 * Which ODK rows of the report's breakdown hold the opponent's offense: 'O' when the film was tagged from the
 * opponent's side (scouting film, the convention), 'D' when it is the coach's own game against them (his
 * defense's snaps are their offense). The opponent's defense is then on the other rows; K stays K.
 */
export const OPPONENT_OFFENSE_TAGS = ['O', 'D'] as const;
export const opponentOffenseTagSchema = z.enum(OPPONENT_OFFENSE_TAGS);
export type OpponentOffenseTag = z.infer<typeof opponentOffenseTagSchema>;
export const DEFAULT_OPPONENT_OFFENSE_TAG: OpponentOffenseTag = 'O';

/** A report as the client and the use cases see it (camelCase). */
export const reportSchema = z.object({
  id: z.string().min(1),
  title: z.string(),
  organizationId: z.string().min(1),
  status: reportStatusSchema,
  createdBy: z.string().nullish(),
  createdAt: isoDate,
  updatedAt: isoDate.nullish(),
  deadline: isoDate.nullish(),
  opponentName: z.string().nullish(),
  opponentAbbreviation: z.string().max(OPPONENT_ABBREVIATION_MAX).nullish(),
  location: z.enum(['home', 'away']).default('home'),
  reportType: z.enum(['defense', 'offense']).default('defense'),
  jerseyColor: z.string().nullish(),
  hasAnalysisAddon: z.boolean().default(false),
  analysisType: z.string().nullish(),
  hasSummaryAddon: z.boolean().default(false),
  timerStartedAt: isoDate.nullish(),
  timerExpiresAt: isoDate.nullish(),
  packageType: packageTypeSchema.default('free'),
  paymentStatus: paymentStatusSchema.default('pending'),
  paidAt: isoDate.nullish(),
  /** Ids of the internal staff assigned to the report (kept with it, so Manage Reports lists and filters by them). */
  assignedStaffIds: z.array(z.string()).optional(),
  completionPercentage: z.number().min(0).max(100).default(0),
  deliveryTimeHours: z.number().int().min(0).default(0),
  hudlImportStatus: z.string().nullish(),
  hudlImportError: z.string().nullish(),
  /** The latest film-processing run (GET /reports/{id}/processing-status follows it). */
  importId: z.string().nullish(),
  cardsCount: z.number().int().min(0).default(0),
  /** What the latest import's breakdown sheet read and could not (shown when its importId is the report's). */
  // Its whole schema (importSummarySchema) checks it where the server writes it and where the report page reads it;
  // here only its shape, so that schema stays out of the other pages' loads.
  importSummary: z.looseObject({ importId: z.string().min(1) }).nullish(),
  /** Which rows hold the opponent's offense (see OPPONENT_OFFENSE_TAGS). */
  opponentOffenseTag: opponentOffenseTagSchema.default(DEFAULT_OPPONENT_OFFENSE_TAG),
  /** Optimistic-concurrency version: a write names the version it read; a stale one answers 409. */
  version: z.number().int().min(1).default(1),
});
export type Report = z.infer<typeof reportSchema>;

/** Other names servers use for the card count. */
const CARD_COUNT_ALIASES = ['totalCardsImported', 'totalCards', 'totalClips'] as const;

/** Accepts a report in camelCase or snake_case, with any of the card-count aliases. */
export function normalizeReport(raw: unknown): unknown {
  const camel = camelizeKeys(raw);
  if (typeof camel !== 'object' || camel === null) return camel;
  const record = { ...(camel as Record<string, unknown>) };
  if (record.cardsCount === undefined) {
    const alias = CARD_COUNT_ALIASES.find((key) => typeof record[key] === 'number');
    if (alias) record.cardsCount = record[alias];
  }
  for (const alias of CARD_COUNT_ALIASES) delete record[alias];
  return record;
}

export const wireReportSchema = z.preprocess(normalizeReport, reportSchema);

/** A report is failed if it is not paid and its import or its status failed. */
export function isReportFailed(report: Pick<Report, 'paymentStatus' | 'hudlImportStatus' | 'status'>): boolean {
  return report.paymentStatus !== 'completed' && (report.hudlImportStatus === 'failed' || report.status === 'failed');
}

/**
 * Whether staff review and payment apply to a report: not to a free one (the coach breaks it down himself),
 * so a free report never reads 'Payment pending' or 'Pending Review', and its completion is the share of
 * plays whose breakdown is filled in (isPlayBrokenDown) instead of cards staff marked complete.
 */
export function staffReviewApplies(report: Pick<Report, 'packageType' | 'paymentStatus'>): boolean {
  return report.packageType !== 'free' || report.paymentStatus === 'completed';
}

export function reportDisplayTitle(report: Pick<Report, 'opponentAbbreviation' | 'reportType'>): string {
  const abbreviation = report.opponentAbbreviation?.trim() || DEFAULT_OPPONENT_ABBREVIATION;
  const side = report.reportType === 'offense' ? 'OFFENSIVE' : 'DEFENSIVE';
  return `${abbreviation} ${side} Scouting Report`;
}

/** The report's title as the coach typed it; the dashboard card's title when none was typed. */
export function reportTitle(report: Pick<Report, 'title' | 'opponentAbbreviation' | 'reportType'>): string {
  return report.title.trim() || reportDisplayTitle(report);
}

/** A page's line naming its report: the typed title first, then the dashboard card's ('Week 5 at CEN · CEN DEFENSIVE Scouting Report'). */
export function reportTitleLine(report: Pick<Report, 'title' | 'opponentAbbreviation' | 'reportType'>): string {
  const typed = report.title.trim();
  const display = reportDisplayTitle(report);
  return typed && typed !== display ? `${typed} · ${display}` : display;
}

export type PackageChip = 'Free' | 'Express' | 'Full' | 'Assist' | 'Unpaid' | 'Import Failed';

/**
 * The dashboard's package chip. Failed imports win, then free reports, then unpaid ones; a paid report shows
 * its package. (Free, Full, Assist, Unpaid and Import Failed are the required chips; Express is ours.)
 */
export function packageChip(report: Pick<Report, 'paymentStatus' | 'hudlImportStatus' | 'status' | 'packageType'>): PackageChip {
  if (isReportFailed(report)) return 'Import Failed';
  if (report.packageType === 'free') return 'Free';
  if (report.paymentStatus !== 'completed') return 'Unpaid';
  const labels = { express: 'Express', full: 'Full', assist: 'Assist' } as const;
  return labels[report.packageType];
}

export interface ReportSummary {
  total: number;
  inProgress: number;
  completed: number;
  pendingReview: number;
  /** Every other status (paid, not yet started by staff; failed), so the tiles add up to the total. */
  other: number;
}

/**
 * Dashboard tiles from how many reports are in each status; status created counts as Pending Review, and
 * paid and failed reports count as Other, so In Progress + Completed + Pending Review + Other = Total.
 */
export function summarizeStatusCounts(counts: Readonly<Partial<Record<ReportStatus, number>>>): ReportSummary {
  return {
    total: REPORT_STATUSES.reduce((sum, status) => sum + (counts[status] ?? 0), 0),
    inProgress: counts.in_progress ?? 0,
    completed: counts.completed ?? 0,
    pendingReview: counts.created ?? 0,
    other: (counts.paid ?? 0) + (counts.failed ?? 0),
  };
}

/** Dashboard tiles of a list of reports. */
export function summarizeReports(reports: ReadonlyArray<Pick<Report, 'status'>>): ReportSummary {
  const counts: Partial<Record<ReportStatus, number>> = {};
  for (const { status } of reports) counts[status] = (counts[status] ?? 0) + 1;
  return summarizeStatusCounts(counts);
}
