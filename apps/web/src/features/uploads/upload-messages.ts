import { UPLOAD_TOO_LARGE } from '@scout/shared/domain';
import { DIRECT_UPLOAD_MESSAGES } from '../../lib/xhr-put';

/** The upload screens' messages; the first two are required wording, word for word. */
export const UPLOAD_MESSAGES = {
  networkError: DIRECT_UPLOAD_MESSAGES.networkError,
  failedWithStatus: DIRECT_UPLOAD_MESSAGES.failedWithStatus,
  /** The storage answered the part but the browser could not read its ETag (the bucket's CORS must expose it). */
  missingEtag: 'Upload failed: the storage did not return the ETag of a part. Please contact support.',
  cancelled: 'Upload cancelled',
  /** Required wording for a call that got no answer. */
  processingNetworkError: 'Network error. Please check your connection.',
  waitingForNetwork: 'Connection lost. The upload picks up where it stopped as soon as you are back online.',
  notZip: (fileName: string) => `"${fileName}" is not a ZIP file. Choose the .zip export of your game film.`,
  onlyOneFile: 'Drop one ZIP file at a time.',
  noFile: 'That was not a file. Drop the .zip of your game film, or click to choose it.',
  empty: (fileName: string) => `"${fileName}" is empty.`,
  tooLarge: UPLOAD_TOO_LARGE,
} as const;
