import { generateKeyPairSync, type KeyObject } from 'node:crypto';
import { bookingInvoiceLine, invoiceTotals } from '../../../../src/core/domain/tax/invoice-amounts';
import { makeTaxId } from '../../../../src/core/domain/tax/tax-id';
import { JoseTaxpayerSystem } from '../../../../server/modules/tax-invoices/adapters/jose-taxpayer-system';
import {
  taxInvoicesUseCases,
  type TaxInvoiceDocument,
  type TaxInvoicesUseCases,
  type TaxpayerSystemConfig,
} from '../../../../server/modules/tax-invoices';
import { FakeTaxpayerServer } from '../../../fakes/server/tax/fake-taxpayer-server';

export const MEMORY_ID = 'AB12CD';

/** An RSA key pair made for the test; nothing is committed. */
export function rsaKeys(): { publicKey: KeyObject; privateKey: KeyObject; privateKeyPem: string; certificate: string } {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    publicKey,
    privateKey,
    privateKeyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }) as string,
    // node:crypto makes no X.509 certificate: the public key's DER stands in for the registered certificate in x5c
    certificate: publicKey.export({ type: 'spki', format: 'der' }).toString('base64'),
  };
}

export interface TaxpayerWorld {
  fake: FakeTaxpayerServer;
  keys: ReturnType<typeof rsaKeys>;
  config: TaxpayerSystemConfig;
  system: JoseTaxpayerSystem;
  useCases: TaxInvoicesUseCases;
  /** the site's use cases on an adapter with other settings */
  with(changes: Partial<TaxpayerSystemConfig>): { system: JoseTaxpayerSystem; useCases: TaxInvoicesUseCases };
}

/** A fake taxpayer system on a local port, the memory ID's key registered there, and the adapter pointed at it. */
export async function startTaxpayerWorld(): Promise<TaxpayerWorld> {
  const fake = new FakeTaxpayerServer();
  const baseUrl = await fake.start();
  const keys = rsaKeys();
  fake.register(MEMORY_ID, keys.publicKey);
  const config: TaxpayerSystemConfig = {
    baseUrl,
    memoryId: MEMORY_ID,
    privateKeyPem: keys.privateKeyPem,
    certificate: keys.certificate,
    timeoutMs: 2_000,
  };
  const build = (changes: Partial<TaxpayerSystemConfig>) => {
    const system = new JoseTaxpayerSystem({ ...config, ...changes });
    return { system, useCases: taxInvoicesUseCases({ taxpayerSystem: system }) };
  };
  return { fake, keys, config, ...build({}), with: build };
}

const ISSUED_AT = Date.UTC(2026, 10, 27, 8, 30);

/** The invoice of a session paid 1,500,000 tomans, 10% VAT on top, with the seller's serial. */
export function sessionInvoice(serial: number): TaxInvoiceDocument {
  const made = makeTaxId({ memoryId: MEMORY_ID, issuedAt: ISSUED_AT, serial });
  if (!made.ok) throw new Error(made.message);
  const line = bookingInvoiceLine(1_500_000, 10);
  const totals = invoiceTotals([line]);
  return {
    header: {
      taxid: made.value,
      indatim: ISSUED_AT,
      inty: 2,
      inno: serial.toString(16).toUpperCase().padStart(10, '0'),
      inp: 1,
      ins: 1,
      tins: '14003778990',
      setm: 1,
      cap: totals.tbill,
      ...totals,
    },
    body: [{ sstid: '2330001496658', sstt: 'خدمات مشاوره مالی', mu: '164', ...line }],
    payments: [],
  };
}

/** The same invoice with its tax ID's check digit changed. */
export function withWrongCheckDigit(invoice: TaxInvoiceDocument): TaxInvoiceDocument {
  const { taxid } = invoice.header;
  const wrong = taxid.slice(0, -1) + String((Number(taxid.slice(-1)) + 1) % 10);
  return { ...invoice, header: { ...invoice.header, taxid: wrong } };
}
