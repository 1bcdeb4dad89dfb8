/** What the bank sent back to /payment/callback, with the reservation id kept in session storage. */
export interface PaymentVerificationRequest {
  authority: string;
  status: string;
  reservationId: string;
}

/** The server's word on a payment (POST /api/payments/verify): its message says what happened to the money. */
export type VerificationResult =
  | { state: 'paid'; refId: string | null; message: string }
  /** the bank has not settled yet; the server keeps asking it */
  | { state: 'checking'; message: string }
  | { state: 'failed'; message: string | null; reservationTypeId: string | null };

/** Which of the signed-in customer's reservations a bank authority belongs to. */
export interface AuthorityMatch {
  reservationId: string;
  reservationTypeId: string;
}

/** The callback page's calls to the server. */
export interface PaymentVerifier {
  /** the server's answer; throws when no answer came */
  verify(request: PaymentVerificationRequest): Promise<VerificationResult>;
  /** null when the server cannot tie the authority to this customer; throws when no answer came */
  reservationOfAuthority(authority: string): Promise<AuthorityMatch | null>;
}
