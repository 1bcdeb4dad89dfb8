export interface PaymentInitiation {
  /** where the browser goes to pay */
  paymentUrl: string;
}

/** Starts the bank payment of a reservation; a failure rejects with a RequestFailure. */
export interface PaymentInitiator {
  initiate(reservationId: string): Promise<PaymentInitiation>;
}
