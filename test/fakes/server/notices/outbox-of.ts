import type { BookingNoticeListener } from '../../../../server/modules/notices';
import type { TestServer } from '../../../server/support/test-server';

/**
 * The messages a test server queued about one booking, once its listener has finished telling:
 * what the outbox table holds, by dedupe key.
 */
export async function outboxAbout(server: TestServer, reservationId: string) {
  await tellingsSettled(server);
  return server.db
    .selectFrom('outbox_messages')
    .select(['dedupe_key', 'channel', 'recipient', 'subject', 'body', 'status', 'attempts', 'last_error', 'next_attempt_at'])
    .where('dedupe_key', 'like', `%:${reservationId}:%`)
    .orderBy('dedupe_key')
    .execute();
}

/** Waits until the test server's listener has queued what it was told. */
export function tellingsSettled(server: TestServer): Promise<void> {
  return (server.deps.booking.events as BookingNoticeListener).settled();
}
