import { createHmac, timingSafeEqual } from 'node:crypto';
import { ACCESS_GATE_REQUIRED } from '@scout/shared/api';
import { ForbiddenError } from '../core/errors';
import type { SettingsStore, StoredSetting } from '../ports';

/** The setting the gate's code lives in (access-code.ts stores it; repeated here so neither module needs the other). */
const ACCESS_CODE_SETTING = 'access-code';

/**
 * Routes a gated stage answers without the gate's token: the gate's own two, the public health check (uptime
 * monitors), and every webhook route (its sender signs the body instead).
 */
export const GATE_EXEMPT_ROUTES: ReadonlySet<string> = new Set(['getAccessCodeRequirement', 'verifyAccessCode', 'health']);

export interface AccessGateOptions {
  settings: Pick<SettingsStore, 'get'>;
  /** The JWT signing secret: the gate's key is derived from it (HMAC with a label of its own), never equal to it. */
  secret(): Promise<string>;
  now(): Date;
  /** How long this instance trusts its last reading of "is a code set" (seconds). */
  cacheSeconds: number;
  /** How long a gate token lasts (seconds). */
  ttlSeconds: number;
}

/** The restricted-environment gate on the server: what the HTTP layer asks before any route that is not exempt. */
export interface AccessGate {
  /** A fresh token for a browser that gave the right code; null while no code is set. */
  issue(): Promise<string | null>;
  /** Throws ForbiddenError (ACCESS_GATE_REQUIRED) while a code is set and the token is missing, wrong, stale or expired. */
  assertPassed(token: string | undefined): Promise<void>;
  /** Forgets the cached reading (this instance just set or cleared the code). */
  forget(): void;
}

interface CodeState {
  /** Null while no code is set. Otherwise when it was last set: a token is bound to it, so a new code ends every pass. */
  version: string | null;
  readAt: number;
}

function codeVersion(setting: StoredSetting | null): string | null {
  const value = setting?.value as { hash?: unknown } | null | undefined;
  return typeof value?.hash === 'string' && value.hash !== '' ? (setting?.updatedAt ?? '') : null;
}

function sign(key: Buffer, expires: number, version: string): string {
  return createHmac('sha256', key).update(`scout-gate.v1.${expires}.${version}`).digest('base64url');
}

/**
 * Tokens are `<expiry in epoch seconds>.<HMAC-SHA256 of the expiry and the code's version>`: short-lived,
 * useless on another stage (another secret) and after the code changes, and carrying nothing about anyone.
 */
export function createAccessGate(options: AccessGateOptions): AccessGate {
  let cached: CodeState | null = null;
  let key: Promise<Buffer> | null = null;
  const gateKey = () => (key ??= options.secret().then((secret) => createHmac('sha256', secret).update('scout-access-gate').digest()));

  async function currentVersion(): Promise<string | null> {
    const now = options.now().getTime();
    if (cached && now - cached.readAt < options.cacheSeconds * 1000) return cached.version;
    const version = codeVersion(await options.settings.get(ACCESS_CODE_SETTING));
    cached = { version, readAt: now };
    return version;
  }

  return {
    async issue() {
      cached = null;
      const version = await currentVersion();
      if (version === null) return null;
      const expires = Math.floor(options.now().getTime() / 1000) + options.ttlSeconds;
      return `${expires}.${sign(await gateKey(), expires, version)}`;
    },
    async assertPassed(token) {
      const version = await currentVersion();
      if (version === null) return;
      const [expiresText, signature, ...rest] = (token ?? '').split('.');
      const expires = Number(expiresText);
      const valid =
        rest.length === 0 &&
        signature !== undefined &&
        Number.isSafeInteger(expires) &&
        expires > options.now().getTime() / 1000 &&
        safeEqual(signature, sign(await gateKey(), expires, version));
      if (!valid) throw new ForbiddenError(ACCESS_GATE_REQUIRED);
    },
    forget() {
      cached = null;
    },
  };
}

function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
