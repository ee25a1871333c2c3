import { INVALID_ACCESS_CODE, type AccessCodeStatus } from '@scout/shared/api';
import { z } from 'zod';
import { assertNotLocked } from '../auth/login-limits';
import { can } from '@scout/shared/permissions';
import { auditActor } from '../audit/audit-trail';
import { assertPermittedAudited } from '../audit/denied';
import type { Caller } from '../core/caller';
import { ForbiddenError } from '../core/errors';
import { logger } from '../core/logger';
import type { Semaphore } from '../core/semaphore';
import type { AccessGate } from './access-gate';
import type { AttemptKey, AttemptPolicy, AuditTrail, LoginAttemptStore, PasswordHasher, SettingsStore, StoredSetting } from '../ports';

/** The settings item holding the gate's code: its scrypt hash, or null once cleared. */
export const ACCESS_CODE_SETTING = 'access-code';

const storedCodeSchema = z.object({ hash: z.string().min(1) }).nullable();

export interface AccessCodeDeps {
  settings: SettingsStore;
  /** The sign-in's scrypt hasher: the code is kept as a hash only. */
  passwords: PasswordHasher;
  /** The sign-in's failed-attempt store: wrong codes are counted per source IP under their own keys. */
  attempts: LoginAttemptStore;
  policy: AttemptPolicy;
  /** Bounds how many hashes run at once in this process. */
  hashSlots: Semaphore;
  /** The server side of the gate: issues the token a right code earns, forgets its cache when the code changes. */
  gate: Pick<AccessGate, 'issue' | 'forget'>;
  audit: AuditTrail;
  now(): Date;
}

export const ACCESS_CODE_ADMINISTRATORS_ONLY = 'Only administrators can see or change the access code.';
const ACCESS_CODE_TARGET = { type: 'setting', id: ACCESS_CODE_SETTING, label: 'Access code' } as const;

function storedHash(setting: StoredSetting | null): string | null {
  if (!setting) return null;
  const parsed = storedCodeSchema.safeParse(setting.value);
  if (parsed.success) return parsed.data?.hash ?? null;
  logger.error('The stored access code is not valid; the gate treats it as not set');
  return null;
}

function statusOf(setting: StoredSetting | null): AccessCodeStatus {
  return {
    isSet: storedHash(setting) !== null,
    updatedAt: setting?.updatedAt ?? null,
    updatedBy: setting?.updatedBy ?? null,
    updatedByName: setting?.updatedByName ?? null,
  };
}

/** Whether a code is set, and who set it when: administrators only. */
export async function getAccessCodeStatus(deps: Pick<AccessCodeDeps, 'settings'>, caller: Caller): Promise<AccessCodeStatus> {
  if (!can(caller.principal, 'accessCode:manage')) throw new ForbiddenError(ACCESS_CODE_ADMINISTRATORS_ONLY);
  return statusOf(await deps.settings.get(ACCESS_CODE_SETTING));
}

/** Sets (code) or clears (null) the code as an administrator, and records it (never the code). */
async function writeAccessCode(deps: AccessCodeDeps, caller: Caller, code: string | null): Promise<AccessCodeStatus> {
  const kind = code === null ? 'accessCode.clear' : 'accessCode.set';
  await assertPermittedAudited(deps.audit, caller, can(caller.principal, 'accessCode:manage'), {
    kind,
    target: ACCESS_CODE_TARGET,
    message: ACCESS_CODE_ADMINISTRATORS_ONLY,
  });
  const value = code === null ? null : { hash: await deps.hashSlots.run(() => deps.passwords.hash(code)) };
  await deps.settings.put(ACCESS_CODE_SETTING, value, { by: caller.userId, byName: caller.name, at: deps.now().toISOString() });
  deps.gate.forget();
  logger.info(code === null ? 'Access code cleared' : 'Access code set', { by: caller.userId });
  await deps.audit.record({
    kind,
    outcome: 'success',
    actor: auditActor(caller),
    target: ACCESS_CODE_TARGET,
    sourceIp: caller.sourceIp,
    detail: {},
  });
  return getAccessCodeStatus(deps, caller);
}

/** The gate's public question: is there a code to ask for? (Nothing else about it: not who set it, nor when.) */
export async function isAccessCodeRequired(deps: Pick<AccessCodeDeps, 'settings'>): Promise<{ required: boolean }> {
  return { required: storedHash(await deps.settings.get(ACCESS_CODE_SETTING)) !== null };
}

/** Sets or replaces the code; only its hash is stored. */
export async function setAccessCode(deps: AccessCodeDeps, caller: Caller, code: string): Promise<AccessCodeStatus> {
  return writeAccessCode(deps, caller, code);
}

export async function clearAccessCode(deps: AccessCodeDeps, caller: Caller): Promise<AccessCodeStatus> {
  return writeAccessCode(deps, caller, null);
}

export const tooManyCodesMessage = (retryAfterSeconds: number) => {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many wrong access codes. Please try again in ${minutes === 1 ? '1 minute' : `${minutes} minutes`}.`;
};

/**
 * The restricted-environment gate's check. Wrong codes are counted per source IP (the IP API Gateway saw) under
 * keys of their own, so the gate and the sign-in never lock each other; once locked, the IP is answered 429
 * before any hash is computed. No code set: the gate is open (staff cleared it). A right code earns the gate's
 * token (access-gate.ts), which every other API call then carries.
 */
export async function verifyAccessCode(
  deps: AccessCodeDeps,
  code: string,
  context: { sourceIp?: string },
): Promise<{ valid: boolean; codeSet: boolean; message: string | null; token: string | null }> {
  const key: AttemptKey = { kind: 'source', id: `access-code:${context.sourceIp ?? 'unknown'}` };
  await assertNotLocked(deps.attempts, [key], deps.now(), tooManyCodesMessage);
  const hash = storedHash(await deps.settings.get(ACCESS_CODE_SETTING));
  if (hash === null) return { valid: true, codeSet: false, message: null, token: null };
  const valid = await deps.hashSlots.run(async () => {
    await assertNotLocked(deps.attempts, [key], deps.now(), tooManyCodesMessage);
    return deps.passwords.verify(code, hash);
  });
  if (!valid) {
    await deps.attempts.recordFailure(key, deps.policy, deps.now());
    return { valid: false, codeSet: true, message: INVALID_ACCESS_CODE, token: null };
  }
  return { valid: true, codeSet: true, message: null, token: await deps.gate.issue() };
}
