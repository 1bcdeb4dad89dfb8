import type { ServerConfig } from '../config';
import type { AppDatabase } from '../db/database';
import { TAXPAYER_API_BASE_URLS, type TaxInvoiceKeepingPorts, type TaxSendingSettings } from '../modules/tax-invoices';
import { JoseTaxpayerSystem } from '../modules/tax-invoices/adapters/jose-taxpayer-system';
import { KyselyTaxInvoiceStore } from '../modules/tax-invoices/adapters/kysely-tax-invoice-store';
import { KyselyTaxSendingSettings } from '../modules/tax-invoices/adapters/kysely-tax-sending-settings';
import { SEALED_TAX_FIELDS, type TaxSettingsPorts } from '../modules/tax-settings';
import { composeTaxSettings } from './compose-tax-settings';

/** The host of the taxpayer system the settings name, unless TAXPAYER_API_URL points elsewhere (a fake, in tests). */
export function taxpayerBaseUrl(config: Pick<ServerConfig, 'taxpayerApiUrl'>, settings: Pick<TaxSendingSettings, 'environment'>): string {
  return config.taxpayerApiUrl ?? TAXPAYER_API_BASE_URLS[settings.environment];
}

/**
 * The e-invoices' adapters: kept on the database, the settings read at each run with the key and
 * certificate opened by the tax-settings module's sealer, and the taxpayer system spoken to through
 * jose at the host those settings name.
 */
export function composeTaxInvoices(config: ServerConfig, db: AppDatabase, taxSettings: TaxSettingsPorts): TaxInvoiceKeepingPorts {
  const { sealer } = taxSettings;
  return {
    store: new KyselyTaxInvoiceStore(db),
    settings: new KyselyTaxSendingSettings(db, {
      privateKey: (sealed) => sealer.open(SEALED_TAX_FIELDS.privateKey, sealed),
      certificate: (sealed) => sealer.open(SEALED_TAX_FIELDS.certificate, sealed),
    }),
    systemFor: (settings) =>
      new JoseTaxpayerSystem({
        baseUrl: taxpayerBaseUrl(config, settings),
        memoryId: settings.memoryId,
        privateKeyPem: settings.privateKeyPem,
        certificate: settings.certificate,
        timeoutMs: config.taxpayerTimeoutMs,
      }),
  };
}

/** Both halves of the e-invoices: the settings the consultant saves and the invoices sent with them. */
export function composeTax(config: ServerConfig, db: AppDatabase): { taxSettings: TaxSettingsPorts; taxInvoices: TaxInvoiceKeepingPorts } {
  const taxSettings = composeTaxSettings(db, config.authSecret);
  return { taxSettings, taxInvoices: composeTaxInvoices(config, db, taxSettings) };
}
