import styled from 'styled-components';
import { linkShownFrom, meetingLinkWindow, type CustomerSession } from '../../../core/domain/customer-session';
import { statusAt, type MyReservation } from '../../../core/domain/my-reservation';
import { SESSION_MODE_LABELS } from '../../../core/domain/session-mode';
import { SESSION_TEXTS } from '../../../core/domain/session-texts';

const Line = styled.p`
  margin: 0.75rem 0 0;
  overflow-wrap: anywhere;
`;

/** What to say after the mode's name; null when the name says it all. */
function detailOf(session: CustomerSession, reservation: MyReservation, now: number) {
  if (session.mode === 'office') return session.officeAddress;
  if (session.mode === 'phone')
    return session.customerMobile ? SESSION_TEXTS.phoneCall(session.customerMobile) : SESSION_TEXTS.phoneMissing;
  if (session.meetingLink) {
    return (
      <a href={session.meetingLink} target="_blank" rel="noopener noreferrer">
        {SESSION_TEXTS.joinLink}
      </a>
    );
  }
  if (statusAt(reservation, now) !== 'confirmed') return null;
  const start = { date: reservation.date, time: reservation.timeSlot };
  const window = meetingLinkWindow(start, reservation.sessionMinutes, now);
  if (window === 'before') return SESSION_TEXTS.linkFrom(linkShownFrom(start));
  return window === 'open' ? SESSION_TEXTS.linkSoon : null;
}

/**
 * How one of the customer's sessions happens: the meeting link while the server gives it (from a
 * set time before the start until the end), or when it will appear; the office's address; or the
 * number the consultant will call.
 */
export function SessionModeLine({ reservation, now }: { reservation: MyReservation; now: number }) {
  const { session } = reservation;
  if (!session) return null;
  const detail = detailOf(session, reservation, now);
  return (
    <Line data-testid="session-mode">
      <strong>{`${SESSION_TEXTS.heading}: ${SESSION_MODE_LABELS[session.mode]}`}</strong>
      {detail && <> {detail}</>}
    </Line>
  );
}
