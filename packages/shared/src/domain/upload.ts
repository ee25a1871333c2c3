import { z } from 'zod';

/**
 * Game-film uploads ('/upload-zip') and their processing.
 * The browser sends the ZIP straight to S3; the API only signs URLs and starts processing.
 */

/** Largest ZIP Scout accepts (Scout's limit: Hudl exports run 1 to 8 GB). Checked when the upload completes. */
export const MAX_UPLOAD_BYTES = 10 * 1024 ** 3;
/** Files up to this size go in one presigned PUT; larger ones use S3 multipart with presigned part URLs. */
export const SINGLE_PUT_MAX_BYTES = 64 * 1024 ** 2;
/** Multipart part size (S3 allows 5 MiB to 5 GiB a part and at most 10 000 parts). */
export const MULTIPART_PART_BYTES = 16 * 1024 ** 2;
/** Part URLs the client may ask for in one call. */
export const MAX_PART_URLS_PER_CALL = 100;
/**
 * The Content-Type of an uploaded ZIP: the single PUT's URL signs it (with the length), so the browser must
 * send exactly this; the object keeps it.
 */
export const UPLOAD_CONTENT_TYPE = 'application/zip';
/** How long a presigned upload URL stays valid. */
export const UPLOAD_URL_TTL_SECONDS = 3600;

/** The upload URL request needs the report; this message is required wording. */
export const UPLOAD_URL_REPORT_REQUIRED = 'reportId is required for getUploadUrl';
export const UPLOAD_TOO_LARGE = `The file is larger than Scout's upload limit of ${MAX_UPLOAD_BYTES / 1024 ** 3} GB.`;

/** Part size for a file: the default, grown so a file never needs more than 10 000 parts. */
export function multipartPartSize(fileSize: number): number {
  const minimum = Math.ceil(fileSize / 10_000);
  return Math.max(MULTIPART_PART_BYTES, Math.ceil(minimum / (1024 * 1024)) * 1024 * 1024);
}

export function multipartPartCount(fileSize: number, partSize = multipartPartSize(fileSize)): number {
  return Math.max(1, Math.ceil(fileSize / partSize));
}

/** Bytes of a 1-based part. */
export function multipartPartLength(fileSize: number, partNumber: number, partSize = multipartPartSize(fileSize)): number {
  const start = (partNumber - 1) * partSize;
  return Math.max(0, Math.min(partSize, fileSize - start));
}

/** Upload entry, keyed by id. */
export const UPLOAD_STATUSES = ['uploading', 'completed', 'failed'] as const;
export type UploadStatus = (typeof UPLOAD_STATUSES)[number];
export interface UploadEntry {
  id: string;
  fileName: string;
  /** 0-100 */
  progress: number;
  status: UploadStatus;
  error: string | null;
  fileSize: number;
  uploadedBytes: number;
}

/**
 * How an uploaded ZIP is processed. 'hudl' (POST /hudl-legacy-upload): every clip becomes a card and a
 * breakdown sheet in the ZIP (CSV, XLSX, Sportscode XML) is imported onto the cards. 'videos-only'
 * (POST /process-videos-only): clips become cards; breakdown files are listed in the log and left alone, for
 * coaches whose spreadsheet is not meant to be imported.
 */
export const PROCESSING_MODES = ['hudl', 'videos-only'] as const;
export type ProcessingMode = (typeof PROCESSING_MODES)[number];

/**
 * Deliveries of one processing job before it is given up: SQS's maxReceiveCount in the stack, the same in the
 * local in-process queue. On the last one a failing job is recorded as failed (its card, or the import).
 */
export const PROCESSING_MAX_ATTEMPTS = 5;

/** hudl_import_status values (Scout's own choice). */
export const IMPORT_STATUSES = ['queued', 'indexing', 'processing', 'finishing', 'completed', 'failed'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

/** Per-card processing state of an imported clip. */
export const CLIP_STATUSES = ['queued', 'ready', 'failed'] as const;
export type ClipStatus = (typeof CLIP_STATUSES)[number];

export const processingStatusSchema = z.object({
  reportId: z.string(),
  /** null when the report never had film uploaded. */
  status: z.enum(IMPORT_STATUSES).nullable(),
  /** What is happening now, in words. */
  step: z.string(),
  clipsTotal: z.number().int().min(0),
  clipsDone: z.number().int().min(0),
  clipsFailed: z.number().int().min(0),
  error: z.string().nullable(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
});
export type ProcessingStatus = z.infer<typeof processingStatusSchema>;

export const processingLogEntrySchema = z.object({
  at: z.string(),
  level: z.enum(['info', 'warn', 'error']),
  step: z.string(),
  message: z.string(),
  durationMs: z.number().nullable().optional(),
  cardNumber: z.number().int().nullable().optional(),
});
export type ProcessingLogEntry = z.infer<typeof processingLogEntrySchema>;

/** The processing log as a downloadable text file, one line an entry. */
export function formatProcessingLog(reportId: string, entries: readonly ProcessingLogEntry[]): string {
  const lines = entries.map((entry) => {
    const card = entry.cardNumber ? ` card ${entry.cardNumber}` : '';
    const took = entry.durationMs != null ? ` (${(entry.durationMs / 1000).toFixed(2)} s)` : '';
    return `${entry.at} ${entry.level.toUpperCase().padEnd(5)} [${entry.step}${card}] ${entry.message}${took}`;
  });
  return (
    [`Scout processing log for report ${reportId}`, ...(lines.length ? lines : ['(no processing has run for this report)'])].join('\n') +
    '\n'
  );
}

/** The dashboard's upload-processing banner: its timeout, polling and colour thresholds. */
export const UPLOAD_PROCESSING = {
  timeoutMs: 10 * 60_000,
  dashboardRefetchMs: 30_000,
  checkEveryMs: 10_000,
  warningFromMs: 5 * 60_000,
  errorFromMs: 8 * 60_000,
} as const;
export const PROCESSING_TIMEOUT_MESSAGE = 'Processing timed out after 10 minutes. Large files may need special handling.';
export const PROCESSING_FAILED_CARD_TEXT = 'Processing Failed';

/** Processing-in-progress record kept in local storage. */
export interface ProcessingRecord {
  reportId: string;
  message: string;
  startTime: number;
}

export type BannerTone = 'info' | 'warning' | 'error' | 'failed';

/** The banner's look for the time elapsed since the upload finished. */
export function processingBannerTone(elapsedMs: number): BannerTone {
  if (elapsedMs >= UPLOAD_PROCESSING.timeoutMs) return 'failed';
  if (elapsedMs >= UPLOAD_PROCESSING.errorFromMs) return 'error';
  if (elapsedMs >= UPLOAD_PROCESSING.warningFromMs) return 'warning';
  return 'info';
}
