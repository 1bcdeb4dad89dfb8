import type { SessionPlace } from '../../src/core/domain/session-mode';

/** A type's way of meeting from its row's columns. */
export function sessionPlaceOf(row: {
  session_mode: SessionPlace['mode'];
  meeting_link: string | null;
  office_address: string | null;
}): SessionPlace {
  return { mode: row.session_mode, meetingLink: row.meeting_link, officeAddress: row.office_address };
}
