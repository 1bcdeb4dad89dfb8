/** The row as it is kept: secrets sealed (see SecretSealer), the rest as typed. */
export interface SealedProviderSettings {
  merchantIdSealed: string | null;
  sandbox: boolean;
  apiKeySealed: string | null;
  sender: string | null;
  smtpUrlSealed: string | null;
  mailFrom: string | null;
}

/** Who changed the settings, when, and which fields (never their values). */
export interface ProviderSettingsChangeNote {
  by: string;
  at: Date;
  fields: string[];
}

export interface ProviderSettingsStore {
  read(): Promise<SealedProviderSettings>;
  /** writes the settings and the change note together */
  save(settings: SealedProviderSettings, note: ProviderSettingsChangeNote): Promise<void>;
  /** the latest change, with the name of who made it (null once that account is gone) */
  lastChange(): Promise<{ at: Date; by: string | null } | null>;
  /** the settings' data version: a different one means someone saved since */
  version(): Promise<string>;
}
