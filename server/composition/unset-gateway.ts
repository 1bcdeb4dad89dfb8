import {
  PaymentGatewayError,
  type PaymentGateway,
  type PaymentInquiry,
  type PaymentVerification,
  type ReverseResult,
} from '../modules/booking';

const NOT_SET = 'no merchant id is saved yet and PAYMENT_GATEWAY is not set';

/**
 * The bank of a live site whose consultant has not yet saved a merchant id: every payment
 * request is refused as a configuration problem (the customer reads that paying is not possible
 * now), and nothing is settled.
 */
export class UnsetGateway implements PaymentGateway {
  readonly name = 'none';

  async request(): Promise<never> {
    throw new PaymentGatewayError(NOT_SET, null, 'configuration');
  }

  async verify(): Promise<PaymentVerification> {
    return { outcome: 'not-paid', kind: 'configuration', code: null, message: NOT_SET };
  }

  async inquire(): Promise<PaymentInquiry> {
    return { state: 'unknown', kind: 'configuration', code: null, message: NOT_SET };
  }

  async unverified(): Promise<string[]> {
    return [];
  }

  async reverse(): Promise<ReverseResult> {
    return { outcome: 'refused', kind: 'configuration', code: null, message: NOT_SET };
  }
}
