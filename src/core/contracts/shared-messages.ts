/**
 * Persian messages more than one module says, written once: the server's modules refuse with
 * them and the client shows them when it cannot read what they name.
 */
export const SHARED_MESSAGES = {
  reservationTypeNotFound: 'نوع رزرو پیدا نشد',
} as const;
