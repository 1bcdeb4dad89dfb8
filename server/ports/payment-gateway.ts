/** What the bank gives back for a payment request: its id for the payment and where the customer pays. */
export interface PaymentRequestResult {
  authority: string;
  paymentUrl: string;
}

export interface PaymentMetadata {
  orderId?: string;
  email?: string;
  mobile?: string;
}

/**
 * The bank's server-to-server answer about one authority. `already-verified` is Zarinpal's
 * code 101: the money was taken and an earlier verify already acknowledged it.
 */
export type PaymentVerification =
  | { outcome: 'paid'; refId: string; cardPan: string | null }
  | { outcome: 'already-verified'; refId: string | null; cardPan: string | null }
  | { outcome: 'not-paid'; reason: string };

/** A bank payment gateway. Amounts are always tomans here; an adapter converts to the bank's unit. */
export interface PaymentGateway {
  /** stored with each payment, so a verify goes to the gateway that issued the authority */
  readonly name: string;
  request(amountTomans: number, callbackUrl: string, description: string, metadata: PaymentMetadata): Promise<PaymentRequestResult>;
  verify(authority: string, amountTomans: number): Promise<PaymentVerification>;
  /** Gives a verified payment back to the customer; false when the bank refused. */
  reverse(authority: string): Promise<boolean>;
}

/** The bank could not be reached or refused the request; the message is for the log, not the visitor. */
export class PaymentGatewayError extends Error {}
