/** What the bank sent back to /payment/callback, with the reservation id kept in session storage. */
export interface PaymentVerificationRequest {
  authority: string;
  status: string;
  reservationId: string;
}

/** POST /api/payments/verify; only whether the server answered OK matters (spec section 7). */
export interface PaymentVerifier {
  /** true for an OK answer, false for a refusal; throws when no answer came */
  verify(request: PaymentVerificationRequest): Promise<boolean>;
}
