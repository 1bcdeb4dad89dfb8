import styled from 'styled-components';
import { bookingApi } from '../../../core/contracts/api/booking-api';
import { urlOf } from '../../../core/contracts/endpoint';
import type { MyReservation } from '../../../core/domain/my-reservation';

export const CALENDAR_LINK_TEXT = {
  file: 'افزودن به تقویم (فایل ics)',
  google: 'افزودن به تقویم گوگل',
} as const;

const Links = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1.25rem;
  margin: 0.75rem 0 0;
`;

/**
 * Plain links (they work before the app takes the page over): the booking's .ics file, and
 * Google Calendar's "add event" page by way of the server, which alone may put the meeting link in.
 */
export function CalendarLinks({ reservation }: { reservation: MyReservation }) {
  return (
    <Links>
      <a href={urlOf(bookingApi.calendarFile, { id: reservation._id })} download>
        {CALENDAR_LINK_TEXT.file}
      </a>
      <a href={urlOf(bookingApi.googleCalendar, { id: reservation._id })} target="_blank" rel="noopener noreferrer">
        {CALENDAR_LINK_TEXT.google}
      </a>
    </Links>
  );
}
