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
 * How much an answer settles. Only `final` answers speak about the payment itself (not paid,
 * wrong amount, foreign or invalid authority) and may settle it as failed. `transient` (too
 * many attempts, the bank's own error, a timeout, no answer) and `configuration` (merchant,
 * terminal, domain or IP not registered) leave it open to be asked again; configuration errors
 * are also shown to the consultant, since only they can fix them.
 */
export type AnswerKind = 'final' | 'transient' | 'configuration';

/** The bank's code and message, as it gave them (null code: no answer at all, e.g. a timeout). */
export interface GatewayAnswer {
  code: number | null;
  message: string;
}

/**
 * The bank's server-to-server answer about one authority. `already-verified` is Zarinpal's
 * code 101: the money was taken and an earlier verify already acknowledged it.
 */
export type PaymentVerification =
  | ({ outcome: 'paid'; refId: string; cardPan: string | null } & GatewayAnswer)
  | ({ outcome: 'already-verified'; refId: string | null; cardPan: string | null } & GatewayAnswer)
  | ({ outcome: 'not-paid'; kind: AnswerKind } & GatewayAnswer);

/**
 * What the bank says of an authority without settling it (Zarinpal's inquiry): still at the
 * bank's page, paid but not yet verified, verified, failed or cancelled, reversed; `unknown`
 * when the question itself failed (then `kind` says why).
 */
export type PaymentInquiry =
  | ({ state: 'in-bank' | 'paid' | 'verified' | 'failed' | 'reversed' } & GatewayAnswer)
  | ({ state: 'unknown'; kind: AnswerKind } & GatewayAnswer);

export type ReverseResult = ({ outcome: 'reversed' } & GatewayAnswer) | ({ outcome: 'refused'; kind: AnswerKind } & GatewayAnswer);

/** A bank payment gateway. Amounts are always tomans here; an adapter converts to the bank's unit. */
export interface PaymentGateway {
  /** stored with each payment, so a verify goes to the gateway that issued the authority */
  readonly name: string;
  /** throws PaymentGatewayError when the bank refused or could not be reached */
  request(amountTomans: number, callbackUrl: string, description: string, metadata: PaymentMetadata): Promise<PaymentRequestResult>;
  verify(authority: string, amountTomans: number): Promise<PaymentVerification>;
  inquire(authority: string): Promise<PaymentInquiry>;
  /** authorities paid at the bank and not yet verified (Zarinpal keeps the last 100); [] when the question failed */
  unverified(): Promise<string[]>;
  /** gives a verified payment back to the customer (Zarinpal: within 30 minutes, from a registered server IP) */
  reverse(authority: string): Promise<ReverseResult>;
}

/**
 * The bank as chosen for each use from settings that may change while the server runs (a
 * merchant id the consultant saves in the dashboard): asked once per payment, verify or reverse.
 */
export interface PaymentGatewayChoice {
  current(): Promise<PaymentGateway>;
}

/** The bank refused a payment request or could not be reached; carries its code and how much it settles. */
export class PaymentGatewayError extends Error {
  constructor(
    message: string,
    readonly code: number | null = null,
    readonly kind: AnswerKind = 'transient',
  ) {
    super(message);
  }
}
