/**
 * How a session happens, per reservation type: online at the consultant's meeting link, in the
 * office at its address, or by phone (the consultant calls the customer's mobile).
 */
export type SessionMode = 'online' | 'office' | 'phone';

export const SESSION_MODES: readonly SessionMode[] = ['online', 'office', 'phone'];

/** A type's way of meeting: the link for online sessions, the address for office ones. */
export interface SessionPlace {
  mode: SessionMode;
  /** https address of the meeting (online only) */
  meetingLink: string | null;
  /** the office's address (office only) */
  officeAddress: string | null;
}

/** The mode's name as customers read it. */
export const SESSION_MODE_LABELS: Record<SessionMode, string> = {
  online: 'آنلاین',
  office: 'حضوری در دفتر',
  phone: 'تلفنی',
};

/** The meeting link is shown to the customer from this long before the session. */
export const MEETING_LINK_SHOWN_BEFORE_MINUTES = 30;
