import { bookingInvoiceLine, invoiceTotals } from '../../../src/core/domain/tax/invoice-amounts';
import { makeTaxId } from '../../../src/core/domain/tax/tax-id';
import type { TaxInvoiceDocument, TaxInvoiceHeader } from './ports/tax-invoices-ports';
import type { BuiltInvoice, PaidBooking } from './ports/tax-invoice-store';
import type { TaxSendingSettings } from './ports/tax-sending-settings';

/** The seller's serial as the system writes it (inno): ten hexadecimal digits. */
const inno = (serial: number) => serial.toString(16).toUpperCase().padStart(10, '0');

function taxIdOf(memoryId: string, issuedAt: Date, serial: number): string {
  const made = makeTaxId({ memoryId, issuedAt, serial });
  // the memory ID was checked when saved and serials stay far below the largest: a refusal here is a fault
  if (!made.ok) throw new Error(`no tax ID for serial ${serial}: ${made.message}`);
  return made.value;
}

/**
 * Who the buyer is, in the header's fields: a 10-digit national ID names a person (tob 1, bid), an
 * 11-digit national ID a company (tob 2, its economic code tinb), a 14-digit economic code a person
 * (tob 1, tinb). Without one, the invoice is of the type that names no buyer (inty 2).
 */
function buyerFields(buyerTaxId: string | null): Pick<TaxInvoiceHeader, 'inty' | 'tob' | 'bid' | 'tinb'> {
  if (buyerTaxId === null) return { inty: 2 };
  if (buyerTaxId.length === 10) return { inty: 1, tob: 1, bid: buyerTaxId };
  if (buyerTaxId.length === 11) return { inty: 1, tob: 2, tinb: buyerTaxId };
  return { inty: 1, tob: 1, tinb: buyerTaxId };
}

/**
 * A paid booking's sale invoice (ins 1): one line, the session at the price paid (tomans × 10 in
 * rials), VAT at the settings' rate on top, issued at the paid time, settled in cash with the
 * bank's reference as the payment's.
 */
export function saleInvoice(
  sale: PaidBooking,
  settings: Pick<TaxSendingSettings, 'memoryId' | 'economicCode' | 'vatRatePercent'>,
  serial: number,
  buyerTaxId: string | null = sale.buyerTaxId,
): BuiltInvoice {
  const taxId = taxIdOf(settings.memoryId, sale.paidAt, serial);
  const line = bookingInvoiceLine(sale.paidTomans, settings.vatRatePercent);
  const totals = invoiceTotals([line]);
  const document: TaxInvoiceDocument = {
    header: {
      taxid: taxId,
      indatim: sale.paidAt.getTime(),
      inno: inno(serial),
      inp: 1,
      ins: 1,
      tins: settings.economicCode,
      ...buyerFields(buyerTaxId),
      setm: 1,
      cap: totals.tbill,
      ...totals,
    },
    body: [{ sstid: sale.serviceId ?? '', sstt: sale.serviceTitle, ...line }],
    payments: [{ ...(sale.refId ? { trn: sale.refId } : {}), pdt: sale.paidAt.getTime(), pv: totals.tbill }],
  };
  return { taxId, document, issuedAt: sale.paidAt, buyerTaxId, totalRials: totals.tbill, vatRials: totals.tvam };
}

/**
 * The cancelling invoice (صورتحساب ابطالی, ins 3) of an accepted one: its lines and sums as they
 * were, its own tax ID and serial, issued now, naming the invoice it cancels (irtaxid).
 */
export function cancellingInvoice(original: BuiltInvoice, memoryId: string, serial: number, at: Date): BuiltInvoice {
  const taxId = taxIdOf(memoryId, at, serial);
  const document: TaxInvoiceDocument = {
    ...original.document,
    header: { ...original.document.header, taxid: taxId, indatim: at.getTime(), inno: inno(serial), ins: 3, irtaxid: original.taxId },
  };
  return { ...original, taxId, document, issuedAt: at };
}
