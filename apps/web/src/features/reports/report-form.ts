import {
  OPPONENT_ABBREVIATION_MAX,
  reportAdminSchema,
  reportCreateSchema,
  reportEditSchema,
  type PackageType,
  type PaymentStatus,
  type Report,
  type ReportCreate,
  type ReportStatus,
  type ReportUpdate,
} from '@scout/shared/domain';
import type { z } from 'zod';

/**
 * Form state of the report screens and how it becomes a request. Validation is the shared schemas'
 * (reportEditSchema, reportAdminSchema, reportCreateSchema): the server checks the same rules.
 */

export type FieldErrors<F> = Partial<Record<keyof F, string>>;
export type FormResult<F, T> = { ok: true; value: T } | { ok: false; errors: FieldErrors<F> };

function blankToNull(text: string): string | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : trimmed;
}

/** Abbreviations read as capitals ('CEN'), at most five characters. */
export function normalizeAbbreviation(text: string): string {
  return text.toUpperCase().slice(0, OPPONENT_ABBREVIATION_MAX);
}

function firstErrors<F>(error: z.ZodError): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && !(field in errors)) errors[field as keyof F] = issue.message;
  }
  return errors;
}

// ---------------------------------------------------------------- 'Edit Report Details' (dashboard)

export interface DetailsForm {
  title: string;
  opponentName: string;
  opponentAbbreviation: string;
  location: Report['location'];
}

const detailsSchema = reportEditSchema.pick({ title: true, opponentName: true, opponentAbbreviation: true, location: true });

export function detailsFormFor(report: Pick<Report, 'title' | 'opponentName' | 'opponentAbbreviation' | 'location'>): DetailsForm {
  return {
    title: report.title,
    opponentName: report.opponentName ?? '',
    opponentAbbreviation: report.opponentAbbreviation ?? '',
    location: report.location,
  };
}

/** The edit dialog's PUT body: the four fields and the version it read. */
export function detailsUpdate(form: DetailsForm, report: Pick<Report, 'version'>): FormResult<DetailsForm, ReportUpdate> {
  const parsed = detailsSchema.safeParse({
    title: form.title,
    opponentName: blankToNull(form.opponentName),
    opponentAbbreviation: blankToNull(form.opponentAbbreviation),
    location: form.location,
  });
  if (!parsed.success) return { ok: false, errors: firstErrors<DetailsForm>(parsed.error) };
  return { ok: true, value: { ...parsed.data, version: report.version } };
}

// ---------------------------------------------------------------- '/createreport'

export interface CreateReportForm {
  title: string;
  opponentName: string;
  opponentAbbreviation: string;
  reportType: Report['reportType'];
  location: Report['location'];
  jerseyColor: string;
  hasAnalysisAddon: boolean;
  analysisType: string;
  hasSummaryAddon: boolean;
  packageType: PackageType;
  /** Internal staff only: the customer organisation the report is for; blank: their own. */
  organizationId: string;
}

export const EMPTY_CREATE_FORM: CreateReportForm = {
  title: '',
  opponentName: '',
  opponentAbbreviation: '',
  reportType: 'defense',
  location: 'home',
  jerseyColor: '',
  hasAnalysisAddon: false,
  analysisType: '',
  hasSummaryAddon: false,
  packageType: 'full',
  organizationId: '',
};

/** A title to offer while the field is empty: 'Central Tigers Defense', as the demo reports read. */
export function suggestedTitle(form: Pick<CreateReportForm, 'opponentName' | 'reportType'>): string {
  const opponent = form.opponentName.trim();
  if (!opponent) return '';
  return `${opponent} ${form.reportType === 'offense' ? 'Offense' : 'Defense'}`;
}

/** The report's details as POST /reports takes them (blank fields as null, the suggested title if empty). */
function detailFields(form: ReportDetailsForm) {
  return {
    title: form.title.trim() || suggestedTitle(form),
    opponentName: blankToNull(form.opponentName),
    opponentAbbreviation: blankToNull(form.opponentAbbreviation),
    reportType: form.reportType,
    location: form.location,
    jerseyColor: blankToNull(form.jerseyColor),
  };
}

/** The POST /reports body. An analysis type goes only with the analysis add-on. */
export function createReportBody(form: CreateReportForm): FormResult<CreateReportForm, ReportCreate> {
  const parsed = reportCreateSchema.safeParse({
    ...detailFields(form),
    hasAnalysisAddon: form.hasAnalysisAddon,
    analysisType: form.hasAnalysisAddon ? blankToNull(form.analysisType) : null,
    hasSummaryAddon: form.hasSummaryAddon,
    packageType: form.packageType,
    organizationId: blankToNull(form.organizationId) ?? undefined,
  });
  if (!parsed.success) return { ok: false, errors: firstErrors<CreateReportForm>(parsed.error) };
  return { ok: true, value: parsed.data };
}

// ---------------------------------------------------------------- '/upload-zip' and '/createreportzip'

/** The report details a ZIP upload asks for; the package is chosen later, when the report is bought. */
export type ReportDetailsForm = Pick<
  CreateReportForm,
  'title' | 'opponentName' | 'opponentAbbreviation' | 'reportType' | 'location' | 'jerseyColor'
>;

export const EMPTY_REPORT_DETAILS: ReportDetailsForm = {
  title: '',
  opponentName: '',
  opponentAbbreviation: '',
  reportType: 'defense',
  location: 'home',
  jerseyColor: '',
};

/** The POST /reports body of a report made from a ZIP (no package: the server's default until it is bought). */
export function reportDetailsBody(form: ReportDetailsForm): FormResult<ReportDetailsForm, ReportCreate> {
  const parsed = reportCreateSchema.safeParse(detailFields(form));
  if (!parsed.success) return { ok: false, errors: firstErrors<ReportDetailsForm>(parsed.error) };
  return { ok: true, value: parsed.data };
}

// ---------------------------------------------------------------- '/reports/{id}/metadata'

/** 'YYYY-MM-DDTHH:mm' in the viewer's time zone, as a datetime-local input shows it; '' for none. */
export function toDateTimeLocal(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The ISO time of a datetime-local value (read in the viewer's time zone); null for blank, undefined if invalid. */
export function fromDateTimeLocal(text: string): string | null | undefined {
  if (text.trim() === '') return null;
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(text)) return undefined;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

export interface MetadataForm {
  title: string;
  opponentName: string;
  opponentAbbreviation: string;
  location: Report['location'];
  reportType: Report['reportType'];
  jerseyColor: string;
  hasAnalysisAddon: boolean;
  analysisType: string;
  hasSummaryAddon: boolean;
  // Staff only:
  packageType: PackageType;
  paymentStatus: PaymentStatus;
  status: ReportStatus;
  deliveryTimeHours: string;
  timerStartedAt: string;
  timerExpiresAt: string;
}

export const STAFF_METADATA_FIELDS = [
  'packageType',
  'paymentStatus',
  'status',
  'deliveryTimeHours',
  'timerStartedAt',
  'timerExpiresAt',
] as const;

/**
 * The form moved onto a newer version of the report (after a 409): the fields this person changed keep their
 * values, the others take the newer version's, so saving again applies just their changes on top of the winner.
 */
export function rebaseForm<F extends object>(form: F, openedOn: F, latest: F): F {
  const rebased = { ...latest };
  for (const field of Object.keys(form) as (keyof F)[]) {
    if (form[field] !== openedOn[field]) rebased[field] = form[field];
  }
  return rebased;
}

export function metadataFormFor(report: Report): MetadataForm {
  return {
    title: report.title,
    opponentName: report.opponentName ?? '',
    opponentAbbreviation: report.opponentAbbreviation ?? '',
    location: report.location,
    reportType: report.reportType,
    jerseyColor: report.jerseyColor ?? '',
    hasAnalysisAddon: report.hasAnalysisAddon,
    analysisType: report.analysisType ?? '',
    hasSummaryAddon: report.hasSummaryAddon,
    packageType: report.packageType,
    paymentStatus: report.paymentStatus,
    status: report.status,
    deliveryTimeHours: String(report.deliveryTimeHours),
    timerStartedAt: toDateTimeLocal(report.timerStartedAt),
    timerExpiresAt: toDateTimeLocal(report.timerExpiresAt),
  };
}

const DATE_TIME_ERROR = 'Enter a date and time';

/**
 * The PUT body of the metadata page: only the fields that changed, with the version it read; null when
 * nothing changed. Coaches send edit fields only; staff also package, payment, status, delivery hours and
 * the timer's start and expiry (the server refuses those from coaches with 403).
 */
export function metadataUpdate(form: MetadataForm, report: Report, staff: boolean): FormResult<MetadataForm, ReportUpdate | null> {
  const edits = reportEditSchema.safeParse({
    title: form.title,
    opponentName: blankToNull(form.opponentName),
    opponentAbbreviation: blankToNull(form.opponentAbbreviation),
    location: form.location,
    reportType: form.reportType,
    jerseyColor: blankToNull(form.jerseyColor),
    hasAnalysisAddon: form.hasAnalysisAddon,
    analysisType: blankToNull(form.analysisType),
    hasSummaryAddon: form.hasSummaryAddon,
  });
  const errors: FieldErrors<MetadataForm> = edits.success ? {} : firstErrors<MetadataForm>(edits.error);

  const update: ReportUpdate = {};
  if (edits.success) {
    for (const [field, value] of Object.entries(edits.data) as [keyof typeof edits.data, unknown][]) {
      if (value !== (report[field] ?? null)) Object.assign(update, { [field]: value });
    }
  }

  if (staff) {
    const startedAt = fromDateTimeLocal(form.timerStartedAt);
    const expiresAt = fromDateTimeLocal(form.timerExpiresAt);
    if (startedAt === undefined) errors.timerStartedAt = DATE_TIME_ERROR;
    if (expiresAt === undefined) errors.timerExpiresAt = DATE_TIME_ERROR;
    const hoursText = form.deliveryTimeHours.trim();
    const admin = reportAdminSchema.safeParse({
      packageType: form.packageType,
      paymentStatus: form.paymentStatus,
      status: form.status,
      deliveryTimeHours: /^\d+$/.test(hoursText) ? Number(hoursText) : Number.NaN,
      timerStartedAt: startedAt ?? null,
      timerExpiresAt: expiresAt ?? null,
    });
    if (!admin.success) {
      const adminErrors = firstErrors<MetadataForm>(admin.error);
      if (adminErrors.deliveryTimeHours) adminErrors.deliveryTimeHours = 'Delivery hours are a whole number, 0-720';
      for (const [field, message] of Object.entries(adminErrors) as [keyof MetadataForm, string][]) errors[field] ??= message;
    } else {
      const data = admin.data;
      if (data.packageType !== report.packageType) update.packageType = data.packageType;
      if (data.paymentStatus !== report.paymentStatus) update.paymentStatus = data.paymentStatus;
      if (data.status !== report.status) update.status = data.status;
      if (data.deliveryTimeHours !== report.deliveryTimeHours) update.deliveryTimeHours = data.deliveryTimeHours;
      if (form.timerStartedAt !== toDateTimeLocal(report.timerStartedAt)) update.timerStartedAt = data.timerStartedAt;
      if (form.timerExpiresAt !== toDateTimeLocal(report.timerExpiresAt)) update.timerExpiresAt = data.timerExpiresAt;
    }
  }

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  if (Object.keys(update).length === 0) return { ok: true, value: null };
  return { ok: true, value: { ...update, version: report.version } };
}
