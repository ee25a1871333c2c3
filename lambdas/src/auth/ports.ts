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
  put(user: UserRecord): Promise<void>;
}

/** Users by id and the internal staff list (assignments). */
export interface UserDirectory {
  get(id: string): Promise<UserRecord | null>;
  listInternal(): Promise<UserRecord[]>;
  /** Adds one to the user's token version (atomically) and returns the new one; null when there is no such user. */
  bumpTokenVersion(id: string): Promise<number | null>;
}

export interface OrganizationStore {
  get(id: string): Promise<OrganizationRecord | null>;
  put(organization: OrganizationRecord): Promise<void>;
}

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** Constant-time check; false for a malformed hash. */
  verify(password: string, hash: string): Promise<boolean>;
  /** Spends the same time as a real verify, so an unknown user cannot be told from a wrong password. */
  verifyAgainstNothing(password: string): Promise<false>;
}

/** Whose failed sign-ins are counted: an account (a user's id, or the name typed when no user has it) or a source IP. */
export interface AttemptKey {
  kind: 'account' | 'source';
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
  /** Counts a failure (atomically); locks the key once it reaches the policy's maximum within the window. */
  recordFailure(key: AttemptKey, policy: AttemptPolicy, now: Date): Promise<void>;
  /** Forgets the key's failures (a successful sign-in). */
  reset(key: AttemptKey): Promise<void>;
}
