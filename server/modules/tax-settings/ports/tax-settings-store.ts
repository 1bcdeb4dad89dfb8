import type { TaxpayerEnvironment } from '../../../../src/core/domain/tax/tax-settings';

/** The row as it is kept: the key and certificate sealed (see KeySealer), the rest as saved. */
export interface SealedTaxSettings {
  economicCode: string | null;
  memoryId: string | null;
  /** hundredths of a percent (1000 is 10%) */
  vatRateBasisPoints: number | null;
  privateKeySealed: string | null;
  certificateSealed: string | null;
  /** the certificate's subject and expiry, not secret: kept beside its seal to be shown */
  certificateSubject: string | null;
  certificateExpiresAt: Date | null;
  sendingOn: boolean;
  taxpayerEnvironment: TaxpayerEnvironment;
}

/** Who changed the settings, when, and which fields (never their values). */
export interface TaxSettingsChangeNote {
  by: string;
  at: Date;
  fields: string[];
}

/** One logged change, with the name of who made it (null once that account is gone). */
export interface TaxSettingsChangeRecord {
  at: Date;
  by: string | null;
  fields: string[];
}

/** Where the e-invoice settings and their log are kept. SQL lives only in its adapter. */
export interface TaxSettingsStore {
  read(): Promise<SealedTaxSettings>;
  /** writes the settings and the change note together */
  save(settings: SealedTaxSettings, note: TaxSettingsChangeNote): Promise<void>;
  /** the latest changes, newest first, at most `limit` */
  changes(limit: number): Promise<TaxSettingsChangeRecord[]>;
}
