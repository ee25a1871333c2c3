/**
 * The rules a new password meets (ASVS 5.0 V6.2): at least 12 characters, at most MAX_PASSWORD_LENGTH, and
 * not the person's username or e-mail. The server also refuses passwords on its common-password list
 * (lambdas/src/auth/password-policy.ts); the web app mirrors only the rules here, so its bundle does not carry
 * the list.
 */
export const MIN_NEW_PASSWORD_LENGTH = 12;

export const NEW_PASSWORD_TOO_SHORT = `Your new password must be at least ${MIN_NEW_PASSWORD_LENGTH} characters.`;
export const NEW_PASSWORD_NAMES_YOU = 'Your new password must not contain your username or e-mail address.';
export const NEW_PASSWORD_TOO_COMMON = 'This password is too common. Choose one that is harder to guess.';
export const NEW_PASSWORD_SAME_AS_CURRENT = 'Your new password must differ from your current one.';

/** Shorter names (e.g. "al") would refuse too much: only a name of this length or more is looked for inside the password. */
const MIN_NAME_LENGTH_TO_MATCH = 4;

/** The parts of who someone is that a password must not contain: the username, the e-mail and its local part. */
function namesOf(person: { username: string; email: string }): string[] {
  const email = person.email.trim().toLowerCase();
  const local = email.split('@')[0] ?? '';
  return [person.username.trim().toLowerCase(), email, local].filter((name) => name.length >= MIN_NAME_LENGTH_TO_MATCH);
}

/** The first rule a new password breaks (its message), or null when it meets them all. */
export function newPasswordProblem(password: string, person: { username: string; email: string }): string | null {
  if (password.length < MIN_NEW_PASSWORD_LENGTH) return NEW_PASSWORD_TOO_SHORT;
  const lower = password.toLowerCase();
  if (namesOf(person).some((name) => lower.includes(name))) return NEW_PASSWORD_NAMES_YOU;
  return null;
}
