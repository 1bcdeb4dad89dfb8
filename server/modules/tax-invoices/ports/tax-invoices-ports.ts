import type { TaxInvoiceStore } from './tax-invoice-store';
import type { TaxpayerSystemFor, TaxSendingSettingsSource } from './tax-sending-settings';
import type { TaxpayerSystem } from './taxpayer-system';

export type * from './taxpayer-system';

/** The taxpayer system alone: what sending and asking need. */
export interface TaxInvoicesPorts {
  taxpayerSystem: TaxpayerSystem;
}

/** What the composition root fills in for the running module: the invoices kept, the settings as they stand, and the system they name. */
export interface TaxInvoiceKeepingPorts {
  store: TaxInvoiceStore;
  settings: TaxSendingSettingsSource;
  systemFor: TaxpayerSystemFor;
}
