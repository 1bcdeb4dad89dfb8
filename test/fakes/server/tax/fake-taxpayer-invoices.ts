import type { KeyObject } from 'node:crypto';
import { compactDecrypt, compactVerify } from 'jose';
import { invoiceSumProblems, type InvoiceLineAmounts, type InvoiceTotals } from '../../../../src/core/domain/tax/invoice-amounts';
import { readTaxId } from '../../../../src/core/domain/tax/tax-id';

/**
 * The fake taxpayer system's codes. They are the fake's own names, not the system's numbers (its
 * published codes are six-digit texts): the tests read them as "which check refused".
 */
export const FAKE_TAXPAYER_CODES = {
  tokenMissing: 'FAKE-TOKEN-MISSING',
  tokenUnreadable: 'FAKE-TOKEN-UNREADABLE',
  clientUnknown: 'FAKE-CLIENT-UNKNOWN',
  tokenSignature: 'FAKE-TOKEN-SIGNATURE',
  nonceUnknown: 'FAKE-NONCE-UNKNOWN',
  timeToLive: 'FAKE-TIME-TO-LIVE',
  packetsUnreadable: 'FAKE-PACKETS-UNREADABLE',
  fiscalIdMismatch: 'FAKE-FISCAL-ID-MISMATCH',
  notEncrypted: 'FAKE-NOT-ENCRYPTED',
  decryption: 'FAKE-DECRYPTION',
  invoiceSignature: 'FAKE-INVOICE-SIGNATURE',
  invoiceUnreadable: 'FAKE-INVOICE-UNREADABLE',
  taxIdCheckDigit: 'FAKE-TAXID-CHECK-DIGIT',
  taxIdMemoryId: 'FAKE-TAXID-MEMORY-ID',
  sums: 'FAKE-SUMS',
  duplicateTaxId: 'FAKE-DUPLICATE-TAXID',
  buyerUnknown: 'FAKE-BUYER-UNKNOWN',
} as const;

export interface FakeError {
  code: string;
  message: string;
}

/** An invoice as the fake read it out of its packet. */
export interface ReadInvoice {
  header: InvoiceTotals & { taxid: string; [field: string]: unknown };
  body: InvoiceLineAmounts[];
  payments?: unknown[];
  /** the protected header of the invoice's signature */
  signatureHeader: Record<string, unknown>;
  /** the protected header of the encryption */
  encryptionHeader: Record<string, unknown>;
}

export type PacketVerdict = { ok: true; invoice: ReadInvoice } | { ok: false; errors: FakeError[] };

const refused = (code: string, message: string): PacketVerdict => ({ ok: false, errors: [{ code, message }] });

/**
 * What the system does with a packet: decrypts it (RSA-OAEP-256, A256GCM, for its own key),
 * verifies the invoice's signature against the key registered for the fiscal ID, and checks the
 * tax ID's check digit and memory ID and the invoice's sums.
 */
export async function readPacket(
  payload: string,
  serverKey: { privateKey: KeyObject; id: string },
  signerKey: KeyObject,
  fiscalId: string,
): Promise<PacketVerdict> {
  if (payload.split('.').length !== 5) return refused(FAKE_TAXPAYER_CODES.notEncrypted, 'the payload is not a compact JWE');
  let signed: string;
  let encryptionHeader: Record<string, unknown>;
  try {
    const decrypted = await compactDecrypt(payload, serverKey.privateKey, {
      keyManagementAlgorithms: ['RSA-OAEP-256'],
      contentEncryptionAlgorithms: ['A256GCM'],
    });
    if (decrypted.protectedHeader.kid !== serverKey.id) throw new Error(`kid ${String(decrypted.protectedHeader.kid)}`);
    signed = new TextDecoder().decode(decrypted.plaintext);
    encryptionHeader = { ...decrypted.protectedHeader };
  } catch (error) {
    return refused(FAKE_TAXPAYER_CODES.decryption, `the payload does not decrypt: ${(error as Error).message}`);
  }
  let invoice: ReadInvoice;
  try {
    const verified = await compactVerify(signed, signerKey, { algorithms: ['RS256'], crit: { sigT: true } });
    const parsed = JSON.parse(new TextDecoder().decode(verified.payload)) as Omit<ReadInvoice, 'signatureHeader' | 'encryptionHeader'>;
    invoice = { ...parsed, signatureHeader: { ...verified.protectedHeader }, encryptionHeader };
  } catch (error) {
    return refused(FAKE_TAXPAYER_CODES.invoiceSignature, `the invoice's signature does not hold: ${(error as Error).message}`);
  }
  if (typeof invoice.header?.taxid !== 'string' || !Array.isArray(invoice.body)) {
    return refused(FAKE_TAXPAYER_CODES.invoiceUnreadable, 'the invoice has no header.taxid or body');
  }
  const errors: FakeError[] = [];
  const taxId = readTaxId(invoice.header.taxid);
  if (!taxId)
    errors.push({ code: FAKE_TAXPAYER_CODES.taxIdCheckDigit, message: `the tax ID ${invoice.header.taxid} is not one (check digit)` });
  else if (taxId.memoryId !== fiscalId)
    errors.push({ code: FAKE_TAXPAYER_CODES.taxIdMemoryId, message: 'the tax ID is not of this memory ID' });
  const sums = invoiceSumProblems(invoice.body, invoice.header);
  if (sums.length) errors.push({ code: FAKE_TAXPAYER_CODES.sums, message: `sums do not hold: ${sums.join(', ')}` });
  return errors.length ? { ok: false, errors } : { ok: true, invoice };
}

/** A verdict naming a buyer the system does not know (bid or tinb among `unknown`) becomes a rejection with its code. */
export function withBuyerChecked(verdict: PacketVerdict, unknown: ReadonlySet<string>): PacketVerdict {
  if (!verdict.ok) return verdict;
  const buyer = [verdict.invoice.header.bid, verdict.invoice.header.tinb].find((id) => unknown.has(String(id)));
  return buyer === undefined ? verdict : refused(FAKE_TAXPAYER_CODES.buyerUnknown, `the buyer ${String(buyer)} is not registered`);
}
