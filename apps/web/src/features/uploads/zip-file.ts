import { MAX_UPLOAD_BYTES } from '@scout/shared/domain';
import { UPLOAD_MESSAGES } from './upload-messages';

/** The ZIP a coach chose, checked before anything is sent: a .zip, not empty, within Scout's limit. */
export function zipFileProblem(file: { name: string; size: number }): string | null {
  if (!/\.zip$/i.test(file.name.trim())) return UPLOAD_MESSAGES.notZip(file.name);
  if (file.size <= 0) return UPLOAD_MESSAGES.empty(file.name);
  if (file.size > MAX_UPLOAD_BYTES) return UPLOAD_MESSAGES.tooLarge;
  return null;
}

/** The one ZIP among the files dropped or picked, or why there is none. */
export function chooseZipFile<F extends { name: string; size: number }>(files: readonly F[]): { file: F } | { problem: string } {
  if (files.length === 0) return { problem: UPLOAD_MESSAGES.noFile };
  if (files.length > 1) return { problem: UPLOAD_MESSAGES.onlyOneFile };
  const file = files[0] as F;
  const problem = zipFileProblem(file);
  return problem ? { problem } : { file };
}
