/**
 * The customer's uploads made before pressing pay, as the booking module reaches them (the
 * documents module answers): read before the hold, for the answers' file names; attached to the
 * hold once it exists, all or none, or refused with the customer's Persian line.
 */
export interface BookingDocuments {
  /** the user's own uploads not yet attached to a booking, among `ids`, with their names and questions */
  unattachedOf(userId: string, ids: string[]): Promise<Array<{ id: string; name: string; questionId: string | null }>>;
  claim(input: { userId: string; reservationId: string; documentIds: string[] }): Promise<{ ok: true } | { ok: false; message: string }>;
}
