import type { MfaSettings } from '../ports';

/** A user's second factor, each change one conditional write. */
export interface MfaStore {
  setPendingSecret(userId: string, secret: string): Promise<void>;
  /** Turns it on if `pendingSecret` is still the user's pending one (false otherwise); `step` is the confirming code's. */
  enable(userId: string, settings: MfaSettings, pendingSecret: string, step: number): Promise<boolean>;
  /** Records a TOTP step as used if it is later than the last one (false: already used, or MFA is off). */
  useStep(userId: string, step: number): Promise<boolean>;
  /** Removes one unused recovery code (false: no such unused code). */
  useRecoveryCode(userId: string, hash: string): Promise<boolean>;
  disable(userId: string): Promise<void>;
}
