import type { ImportStatus, ImportSummary, ProcessingLogEntry, ProcessingMode } from '@scout/shared/domain';
import type { ProcessingJob } from '../processing/job';
import type { PlannedBreakdownFile } from '../processing/zip-entry-rules';

/** Where jobs go to be run (SQS in AWS, an in-process queue locally). */
export interface JobQueue {
  /** `delaySeconds`: the jobs become visible to workers only after that long (SQS caps it at 900). */
  send(jobs: readonly ProcessingJob[], options?: { delaySeconds?: number }): Promise<void>;
}

/** One processing run of an uploaded ZIP. */
export interface ImportRecord {
  reportId: string;
  organizationId: string;
  importId: string;
  mode: ProcessingMode;
  zipKey: string;
  zipSize: number;
  status: ImportStatus;
  step: string;
  error: string | null;
  createdAt: string;
  createdBy: string;
  startedAt: string | null;
  finishedAt: string | null;
  clipsTotal: number;
  /** Cards of this import are numbered cardNumberBase + 1 ... cardNumberBase + clipsTotal. */
  cardNumberBase: number | null;
  breakdownFiles: PlannedBreakdownFile[];
  /** Bytes inflated by clip jobs so far (the total-ratio limit counts real bytes, not declared sizes). */
  inflatedBytes: number;
}

export type ImportChanges = Partial<
  Pick<ImportRecord, 'status' | 'step' | 'error' | 'startedAt' | 'finishedAt' | 'clipsTotal' | 'breakdownFiles'>
>;

export interface ClipTally {
  done: number;
  failed: number;
  total: number;
  inflatedBytes: number;
  /** The import's organisation and phase as the same read or write saw them, so watchers need no second read. */
  organizationId: string;
  phase: ImportStatus;
}

export interface ImportStore {
  /** Writes the record unless one with this id exists; returns the stored record either way. */
  createIfAbsent(record: ImportRecord): Promise<ImportRecord>;
  get(reportId: string, importId: string): Promise<ImportRecord | null>;
  update(reportId: string, importId: string, changes: ImportChanges): Promise<void>;
  /**
   * Moves the status only if it is one of `from` (conditional write); returns false when it was not.
   */
  transition(reportId: string, importId: string, from: readonly ImportStatus[], changes: ImportChanges): Promise<boolean>;
  /**
   * Reserves `count` card numbers on the report once per import (an atomic counter; a retried index job gets
   * the same numbers back) and adds them to the report's card count. Returns the number before the first.
   */
  claimCardNumbers(reportId: string, importId: string, count: number): Promise<number>;
  /**
   * Records a clip as done (and failed) — set semantics, so the same clip counted twice counts once — and
   * adds its inflated bytes once. Returns the tally after the write.
   */
  recordClipDone(
    reportId: string,
    importId: string,
    cardNumber: number,
    outcome: { failed: boolean; inflatedBytes: number },
  ): Promise<ClipTally>;
  tally(reportId: string, importId: string): Promise<ClipTally>;
  /** Mirrors the import onto the report (hudl_import_status / hudl_import_error / the import id). */
  setReportImport(reportId: string, state: { importId: string; status: ImportStatus; error: string | null }): Promise<void>;
  /** Keeps what the import's breakdown sheet read on the report (the report page shows it). */
  setReportImportSummary(reportId: string, summary: ImportSummary): Promise<void>;
  appendLog(reportId: string, entries: readonly ProcessingLogEntry[]): Promise<void>;
  /** Oldest first. */
  listLog(reportId: string): Promise<ProcessingLogEntry[]>;
}

export interface StoredObject {
  size: number;
}

/** Where media and uploads live (S3). */
export interface MediaObjects {
  head(bucket: string, key: string): Promise<StoredObject | null>;
  /** Uploads a local file (multipart for large files, bounded memory). */
  putFile(bucket: string, key: string, path: string, contentType: string): Promise<void>;
  delete(bucket: string, key: string): Promise<void>;
  /** The object's first bytes (fewer when it is shorter), to tell what a file is from its content. */
  readStart(bucket: string, key: string, bytes: number): Promise<Uint8Array>;
  /** Streams the object to a local file. */
  download(bucket: string, key: string, path: string): Promise<void>;
  /** A time-limited GET URL. */
  readUrl(bucket: string, key: string, expiresInSeconds?: number): Promise<string>;
}
