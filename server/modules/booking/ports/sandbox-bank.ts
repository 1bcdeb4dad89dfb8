export type SandboxPaymentState = 'awaiting' | 'paid' | 'cancelled' | 'verified' | 'reversed';

/** One payment at the sandbox bank, as its page shows it. */
export interface SandboxPayment {
  authority: string;
  amountTomans: number;
  description: string;
  /** the site's callback, where the bank's page sends the visitor back */
  callbackUrl: string;
  state: SandboxPaymentState;
  refId: string | null;
}

/** What the sandbox bank's pages need: the payment behind an authority, and the visitor's choice. */
export interface SandboxBank {
  find(authority: string): Promise<SandboxPayment | null>;
  /** the visitor pressed pay or cancel; only the first choice counts. Null for an unknown authority. */
  decide(authority: string, choice: 'pay' | 'cancel'): Promise<SandboxPayment | null>;
}

/** Where the bank sends the visitor back: the callback's path on this site, with Authority and Status, as Zarinpal does. */
export function sandboxReturnUrl(payment: SandboxPayment): string {
  const status = payment.state === 'paid' || payment.state === 'verified' ? 'OK' : 'NOK';
  const callbackPath = new URL(payment.callbackUrl, 'http://site.invalid').pathname;
  return `${callbackPath}?Authority=${encodeURIComponent(payment.authority)}&Status=${status}`;
}
