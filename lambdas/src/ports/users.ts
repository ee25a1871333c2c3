import type { TokenClaims } from '@scout/shared/domain';
import type { Page, PageRequest } from '../core/page';

/** A user as stored: never sent to a client as is (passwordHash stays here). */
export interface UserRecord {
  id: string;
  username: string;
  email: string;
  name: string;
  passwordHash: string;
  organizationId: string;
  role: string;
  isDemoAccount: boolean;
  createdAt: string;
  /** Bumped to revoke every token issued before (sign-out); absent means 0. */
  tokenVersion?: number;
  /** A disabled user cannot sign in, and tokens issued before are refused. */
  disabled?: boolean;
  /** Bumped by every edit staff make (absent: 0). */
  version?: number;
  updatedAt?: string;
  /** The last successful sign-in. */
  lastSignInAt?: string;
  /** Set by staff (a new account, a reset): the next sign-in must choose a password of the person's own. */
  mustChangePassword?: boolean;
  /** When a temporary password stops working (ISO; 72 hours after staff set it). */
  temporaryPasswordExpiresAt?: string;
  /** Two-step sign-in, when on. */
  mfa?: MfaSettings;
  /** A secret handed out by an enrolment not confirmed yet. */
  pendingMfaSecret?: string;
  /** The last TOTP time step accepted for this user: no code of that step or before is accepted again. */
  mfaLastStep?: number;
}

/** A user's second factor (TOTP). The secret is never sent again after enrolment. */
export interface MfaSettings {
  /** base32 */
  secret: string;
  enabledAt: string;
  /** SHA-256 of each unused recovery code. */
  recoveryCodeHashes: string[];
}

/** A user as User Management reads them: never the password hash nor a second factor's secrets. */
export type UserEntry = Omit<UserRecord, 'passwordHash' | 'mfa' | 'pendingMfaSecret' | 'mfaLastStep'>;

/** What staff change on a user (undefined: unchanged). */
export interface UserChanges {
  name?: string;
  email?: string;
  role?: string;
  organizationId?: string;
  disabled?: boolean;
  passwordHash?: string;
  mustChangePassword?: boolean;
  /** null removes it. */
  temporaryPasswordExpiresAt?: string | null;
}

export interface OrganizationRecord {
  id: string;
  name: string;
  isInternal: boolean;
  isPackagePaid: boolean;
  createdAt: string;
}

export interface UserStore {
  findByUsername(username: string): Promise<UserRecord | null>;
  findByEmail(email: string): Promise<UserRecord | null>;
  /** Stores a user as it is, with its claims, membership and directory entry (the seed, tests). */
  put(user: UserRecord): Promise<void>;
  /** Notes a successful sign-in (the Internal Users list shows it). */
  recordSignIn(id: string, at: string): Promise<void>;
}

/** internal: staff and administrators; external: a customer organisation's coach (decided by the role). */
export type PersonType = 'internal' | 'external';

/**
 * A page of people: by name, or (`search`) those with a word starting with each search word, by the word the
 * index was read by and then name; each filter narrows it. A page key is bound to the query it was issued for.
 */
export interface PeoplePageQuery extends PageRequest {
  /** The search's words (searchWords of q, at least one long enough to read the index by); null: no search. */
  search: readonly string[] | null;
  organizationId?: string;
  userType?: PersonType;
  disabled?: boolean;
}

/** People as staff manage them (User Management, Internal Users). */
export interface PeopleStore {
  get(id: string): Promise<UserRecord | null>;
  /** A page of people without password hashes, read through the listing or the word index (never everyone). */
  listPage(query: PeoplePageQuery): Promise<Page<UserEntry>>;
  /**
   * Writes the person's listing and word items anew from what they hold now (idempotent): every write of a
   * person does this; a backfill of people stored before the indexes calls it for each.
   */
  reindex(user: UserEntry): Promise<void>;
  /** Creates a user; ConflictError (in words) when their username or e-mail is taken. */
  create(user: UserRecord): Promise<void>;
  /**
   * Applies `changes` if the user is still at `expectedVersion` (else ConflictError; NotFoundError when gone)
   * and returns the user after. `revokeTokens` bumps the token version in the same write, so every token
   * issued before is refused.
   */
  update(id: string, expectedVersion: number, changes: UserChanges, options: { revokeTokens: boolean; at: string }): Promise<UserRecord>;
  /** Removes the user, their claims, membership and directory entry. */
  remove(user: UserRecord): Promise<void>;
}

/** How many reports each member of staff is assigned to. */
export interface AssignmentCounter {
  countForUser(userId: string): Promise<number>;
}

/** Users by id (the token check, assignments). */
export interface UserDirectory {
  get(id: string): Promise<UserRecord | null>;
  /** Adds one to the user's token version (atomically) and returns the new one; null when there is no such user. */
  bumpTokenVersion(id: string): Promise<number | null>;
}

export interface OrganizationStore {
  get(id: string): Promise<OrganizationRecord | null>;
  put(organization: OrganizationRecord): Promise<void>;
  /** Every organisation. */
  list(): Promise<OrganizationRecord[]>;
  /** Creates an organisation; false when one with its id exists. */
  create(organization: OrganizationRecord): Promise<boolean>;
}

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** Constant-time check; false for a malformed hash. */
  verify(password: string, hash: string): Promise<boolean>;
  /** Spends the same time as a real verify, so an unknown user cannot be told from a wrong password. */
  verifyAgainstNothing(password: string): Promise<false>;
}

/**
 * Whose failed sign-ins are counted: an account from one source IP (`accountSource`), an account from
 * anywhere (`account`: a user's id, or the name typed when no user has it), or a source IP (`source`).
 */
export interface AttemptKey {
  kind: 'accountSource' | 'account' | 'source';
  id: string;
}

export interface AttemptPolicy {
  /** Failures within the window that lock the key. */
  maxFailures: number;
  windowSeconds: number;
  lockSeconds: number;
}

/** Failed sign-ins, shared by every instance (DynamoDB), so a limit holds across Lambda instances. */
export interface LoginAttemptStore {
  /** When the key's lock ends, or null when it is not locked. */
  lockedUntil(key: AttemptKey, now: Date): Promise<Date | null>;
  /** Counts a failure (atomically); locks the key once it reaches the policy's maximum within the window (then true). */
  recordFailure(key: AttemptKey, policy: AttemptPolicy, now: Date): Promise<boolean>;
  /** Forgets the key's failures (a successful sign-in). */
  reset(key: AttemptKey): Promise<void>;
}

export interface TokenCheck {
  /** Throws UnauthorizedError unless the token's user exists, is enabled, and still has the token's role, organisation and version. */
  assertCurrent(claims: TokenClaims): Promise<void>;
  /** Drops the cached record of a user (after this instance changed it, e.g. a sign-out). */
  forget(userId: string): void;
}
