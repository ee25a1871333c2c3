import { randomUUID } from 'node:crypto';
import {
  MAX_UPLOAD_BYTES,
  multipartPartCount,
  multipartPartLength,
  multipartPartSize,
  SINGLE_PUT_MAX_BYTES,
  UPLOAD_TOO_LARGE,
  UPLOAD_URL_TTL_SECONDS,
} from '@scout/shared/domain';
import { DEFAULT_STORAGE_QUOTA_BYTES } from '@scout/shared/api';
import type { Caller } from '../core/caller';
import { NotFoundError, PayloadTooLargeError, ValidationError } from '../core/errors';
import { isUploadKeyOf, uploadKeyPrefix } from '../processing/ids';
import { getReport } from '../reports/get-report';
import type { ReportStore, StorageReservations, UploadSigner } from '../ports';

export interface UploadDeps {
  reports: ReportStore;
  signer: UploadSigner;
  reservations: StorageReservations;
  uploadBucket: string;
  now: () => Date;
}

/** A single PUT's bytes stay reserved a while past its URL's life, for the page to start processing. */
const SINGLE_RESERVATION_SECONDS = UPLOAD_URL_TTL_SECONDS + 3600;
/** A multipart upload signs its parts in batches for as long as a large file takes on a slow line. */
const MULTIPART_RESERVATION_SECONDS = 24 * 3600;

/** '1.2 GB', '300 MB', '12 KB': what the quota message says, in the units the storage page uses. */
export function bytesText(bytes: number): string {
  const units = [
    ['GB', 1024 ** 3],
    ['MB', 1024 ** 2],
    ['KB', 1024],
  ] as const;
  for (const [unit, size] of units) {
    if (bytes >= size) {
      const value = bytes / size;
      return `${value >= 10 || Number.isInteger(value) ? Math.round(value) : value.toFixed(1)} ${unit}`;
    }
  }
  return `${Math.max(0, Math.round(bytes))} bytes`;
}

/**
 * Reserves the upload's bytes within the organisation's quota (every upload counts, the report paid for or
 * not), or refuses with 413 saying what it needs, what is used and what is left.
 */
async function reserveStorage(deps: UploadDeps, organizationId: string, s3Key: string, bytes: number, seconds: number): Promise<void> {
  const now = deps.now();
  const quotaBytes = DEFAULT_STORAGE_QUOTA_BYTES;
  const outcome = await deps.reservations.reserve(organizationId, s3Key, bytes, {
    quotaBytes,
    now,
    expiresAt: new Date(now.getTime() + seconds * 1000),
  });
  if (outcome.reserved) return;
  const left = Math.max(0, quotaBytes - outcome.usedBytes - outcome.reservedBytes);
  const underWay = outcome.reservedBytes > 0 ? ` (${bytesText(outcome.reservedBytes)} of it promised to uploads under way)` : '';
  throw new PayloadTooLargeError(
    `This upload needs ${bytesText(bytes)} but your organisation has ${bytesText(left)} of its ${bytesText(quotaBytes)} left: ` +
      `${bytesText(outcome.usedBytes)} is stored${underWay}. Delete film you no longer need on the Storage page, or upload a smaller file.`,
  );
}

const ZIP_NAME = /\.zip$/i;

function requireZip(fileName: string): void {
  if (!ZIP_NAME.test(fileName)) throw new ValidationError('Only .zip files can be uploaded here.');
}

/** The client's file name is only checked, never used: the key is a fresh id under the report's prefix. */
function newUploadKey(organizationId: string, reportId: string): string {
  return `${uploadKeyPrefix(organizationId, reportId)}${randomUUID()}.zip`;
}

async function reportForUpload(deps: UploadDeps, caller: Caller, reportId: string, bodyReportId?: string) {
  if (bodyReportId !== undefined && bodyReportId !== reportId) throw new ValidationError('report_id does not match the report in the path');
  return getReport(deps.reports, caller, reportId);
}

async function uploadOf(deps: UploadDeps, caller: Caller, reportId: string, s3Key: string) {
  const report = await getReport(deps.reports, caller, reportId);
  // Another report's (or organisation's) key answers like a missing upload.
  if (!isUploadKeyOf(s3Key, report.organizationId, report.id)) throw new NotFoundError('Upload not found');
  return report;
}

export async function getUploadUrl(
  deps: UploadDeps,
  caller: Caller,
  reportId: string,
  input: { reportId?: string; fileName: string; fileSize: number },
) {
  const report = await reportForUpload(deps, caller, reportId, input.reportId);
  requireZip(input.fileName);
  if (input.fileSize > SINGLE_PUT_MAX_BYTES) {
    throw new ValidationError(`Files over ${SINGLE_PUT_MAX_BYTES / 1024 ** 2} MB are uploaded in parts; start a multipart upload instead.`);
  }
  const s3Key = newUploadKey(report.organizationId, report.id);
  await reserveStorage(deps, report.organizationId, s3Key, input.fileSize, SINGLE_RESERVATION_SECONDS);
  const presignedUrl = await deps.signer.putUrl(deps.uploadBucket, s3Key, input.fileSize, UPLOAD_URL_TTL_SECONDS);
  return { presignedUrl, s3Key, expiresIn: UPLOAD_URL_TTL_SECONDS };
}

export async function startMultipartUpload(
  deps: UploadDeps,
  caller: Caller,
  reportId: string,
  input: { fileName: string; fileSize: number },
) {
  const report = await reportForUpload(deps, caller, reportId);
  requireZip(input.fileName);
  const s3Key = newUploadKey(report.organizationId, report.id);
  await reserveStorage(deps, report.organizationId, s3Key, input.fileSize, MULTIPART_RESERVATION_SECONDS);
  const uploadId = await deps.signer.createMultipart(deps.uploadBucket, s3Key);
  const partSize = multipartPartSize(input.fileSize);
  return { uploadId, s3Key, partSize, partCount: multipartPartCount(input.fileSize, partSize) };
}

export async function signMultipartParts(
  deps: UploadDeps,
  caller: Caller,
  reportId: string,
  input: { uploadId: string; s3Key: string; fileSize: number; partNumbers: number[] },
) {
  await uploadOf(deps, caller, reportId, input.s3Key);
  const partSize = multipartPartSize(input.fileSize);
  const count = multipartPartCount(input.fileSize, partSize);
  const outOfRange = input.partNumbers.find((n) => n > count);
  if (outOfRange !== undefined) throw new ValidationError(`Part ${outOfRange} is past the last part (${count}) of a file this size.`);
  const parts = await Promise.all(
    [...new Set(input.partNumbers)].map(async (partNumber) => ({
      partNumber,
      url: await deps.signer.partUrl(
        deps.uploadBucket,
        input.s3Key,
        input.uploadId,
        partNumber,
        multipartPartLength(input.fileSize, partNumber, partSize),
        UPLOAD_URL_TTL_SECONDS,
      ),
    })),
  );
  return { parts };
}

/**
 * Completes a multipart upload, then checks what S3 stored: the declared size (every part's length was
 * signed) and the limit. A mismatch deletes the object and answers 400: nothing half-right is kept.
 */
export async function completeMultipartUpload(
  deps: UploadDeps,
  caller: Caller,
  reportId: string,
  input: { uploadId: string; s3Key: string; fileSize: number; parts: { partNumber: number; etag: string }[] },
) {
  const report = await uploadOf(deps, caller, reportId, input.s3Key);
  const count = multipartPartCount(input.fileSize);
  const numbers = input.parts.map((part) => part.partNumber).sort((a, b) => a - b);
  if (numbers.length !== count || numbers.some((n, i) => n !== i + 1)) {
    throw new ValidationError(`The upload needs parts 1 to ${count}, each once; got ${numbers.length}.`);
  }
  const parts = [...input.parts].sort((a, b) => a.partNumber - b.partNumber);
  let size: number;
  try {
    size = await deps.signer.completeMultipart(deps.uploadBucket, input.s3Key, input.uploadId, parts);
  } catch (err) {
    await deps.reservations.release(report.organizationId, input.s3Key);
    throw err;
  }
  if (size !== input.fileSize || size > MAX_UPLOAD_BYTES) {
    await deps.signer.deleteObject(deps.uploadBucket, input.s3Key);
    await deps.reservations.release(report.organizationId, input.s3Key);
    throw new ValidationError(
      size > MAX_UPLOAD_BYTES
        ? UPLOAD_TOO_LARGE
        : `The stored file has ${size} bytes, not the ${input.fileSize} declared; upload it again.`,
    );
  }
  // Checked again with the size S3 stored: what was stored meanwhile may have taken the room.
  try {
    await reserveStorage(deps, report.organizationId, input.s3Key, size, SINGLE_RESERVATION_SECONDS);
  } catch (err) {
    await deps.signer.deleteObject(deps.uploadBucket, input.s3Key);
    await deps.reservations.release(report.organizationId, input.s3Key);
    throw err;
  }
  return { s3Key: input.s3Key, size };
}

export async function abortMultipartUpload(deps: UploadDeps, caller: Caller, reportId: string, input: { uploadId: string; s3Key: string }) {
  const report = await uploadOf(deps, caller, reportId, input.s3Key);
  await deps.signer.abortMultipart(deps.uploadBucket, input.s3Key, input.uploadId);
  await deps.reservations.release(report.organizationId, input.s3Key);
  return { aborted: true as const };
}
