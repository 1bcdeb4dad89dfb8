import { taxpayerFailureMessage, TAX_INVOICES_MESSAGES } from '../tax-invoices-messages';
import type { SentInvoice, TaxInvoiceDocument, TaxInvoicesPorts, TaxpayerFailure } from '../ports/tax-invoices-ports';

/** What a send or an inquiry ends with: the system's answers, or the failure and its Persian message for the consultant. */
export type TaxpayerResult<T> = { ok: true; value: T } | { ok: false; failure: TaxpayerFailure; message: string };

export function failedWith(failure: TaxpayerFailure): { ok: false; failure: TaxpayerFailure; message: string } {
  return { ok: false, failure, message: taxpayerFailureMessage(failure) };
}

/**
 * Sends invoices to the taxpayer system: asks for the server's keys, signs and encrypts each
 * invoice for the first RSA key, and sends them in one request. `uid` is the site's own trace ID
 * of each invoice (requestTraceId), kept to match the answers.
 */
export class SendTaxInvoices {
  constructor(private readonly ports: Pick<TaxInvoicesPorts, 'taxpayerSystem'>) {}

  async execute(invoices: readonly { uid: string; invoice: TaxInvoiceDocument }[]): Promise<TaxpayerResult<SentInvoice[]>> {
    const system = this.ports.taxpayerSystem;
    const keys = await system.serverPublicKeys();
    if (!keys.ok) return failedWith(keys.failure);
    const key = keys.value.find((candidate) => candidate.algorithm.toUpperCase() === 'RSA');
    if (!key) return { ok: false, failure: { kind: 'transient', reason: 'unreadable-answer' }, message: TAX_INVOICES_MESSAGES.noServerKey };
    const packets = [];
    for (const { uid, invoice } of invoices) {
      const packet = await system.packInvoice(invoice, key, uid);
      if (!packet.ok) return failedWith(packet.failure);
      packets.push(packet.value);
    }
    const sent = await system.sendInvoices(packets);
    return sent.ok ? sent : failedWith(sent.failure);
  }
}
