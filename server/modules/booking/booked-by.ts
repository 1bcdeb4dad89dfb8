/** A booking row's own record of who booked, with the account's name and e-mail (when it still exists) beside it. */
export interface BookedByColumns {
  customer_name: string;
  customer_email: string;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
}

/**
 * Who booked: the name and e-mail kept on the booking, which outlive the account; bookings
 * written without them (before they were kept) fall back to the account's.
 */
export function bookedBy(row: BookedByColumns): { customerName: string; customerEmail: string } {
  return {
    customerName: row.customer_name || [row.first_name, row.last_name].filter(Boolean).join(' '),
    customerEmail: row.customer_email || (row.email ?? ''),
  };
}
