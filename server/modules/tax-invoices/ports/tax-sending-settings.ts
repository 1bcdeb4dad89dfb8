import type { TaxpayerSystem } from './taxpayer-system';

/** The seller's side as sending needs it: every part set and the key and certificate opened. */
export interface TaxSendingSettings {
  /** when sending was last turned on: bookings paid since then are invoiced */
  since: Date;
  economicCode: string;
  memoryId: string;
  vatRatePercent: number;
  privateKeyPem: string;
  certificate: string;
  environment: 'production' | 'sandbox';
}

/** The e-invoice settings as they stand now; null while sending is off (or a part no longer opens). */
export interface TaxSendingSettingsSource {
  read(): Promise<TaxSendingSettings | null>;
}

/** The taxpayer system spoken to with these settings (its host, memory ID, key and certificate). */
export type TaxpayerSystemFor = (settings: TaxSendingSettings) => TaxpayerSystem;
