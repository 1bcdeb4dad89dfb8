import type { PaymentInitiation, PaymentInitiator } from '../../src/core/ports/booking/payment-initiator';

export class FakePaymentInitiator implements PaymentInitiator {
  calls: string[] = [];
  /** what initiate() answers; an Error makes it reject with that error */
  answer: PaymentInitiation | Error = { paymentUrl: 'https://bank.test/pay/A1' };

  async initiate(reservationId: string): Promise<PaymentInitiation> {
    this.calls.push(reservationId);
    if (this.answer instanceof Error) throw this.answer;
    return this.answer;
  }
}
