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
