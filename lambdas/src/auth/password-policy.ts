import { NEW_PASSWORD_TOO_COMMON, newPasswordProblem } from '@scout/shared/domain';
import { COMMON_PASSWORDS } from './common-passwords';

let common: Set<string> | undefined;

/** Built on first use: the auth function's sign-ins never pay for it. */
function commonPasswords(): Set<string> {
  common ??= new Set(COMMON_PASSWORDS.split(' '));
  return common;
}

/**
 * Whether a password is on the common list, as typed (any case) or as a common word with digits or symbols
 * added before or after it ("Baseball2024!", "1234password"), the usual way a listed password is stretched
 * past a length rule.
 */
export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  const list = commonPasswords();
  if (list.has(lower)) return true;
  const core = lower.replace(/^[^a-z]+/, '').replace(/[^a-z]+$/, '');
  return core.length >= 4 && list.has(core);
}

/** The first rule a new password breaks (its message in words), or null: the shared rules, then the list. */
export function passwordPolicyProblem(password: string, person: { username: string; email: string }): string | null {
  return newPasswordProblem(password, person) ?? (isCommonPassword(password) ? NEW_PASSWORD_TOO_COMMON : null);
}
