/** A stored setting's value and who last changed it. */
export interface StoredSetting {
  value: unknown;
  updatedAt: string;
  /** The user id of whoever changed it last. */
  updatedBy: string;
  /** Their name then (absent on settings saved before names were kept). */
  updatedByName?: string;
}

/**
 * Service settings staff change without a deploy, by name: one store for all of them (the package catalogue,
 * read and written by the payments function; the restricted-environment gate's access code, by the staff function).
 */
export interface SettingsStore {
  get(name: string): Promise<StoredSetting | null>;
  put(name: string, value: unknown, change: { by: string; byName?: string; at: string }): Promise<void>;
}
