import styled from 'styled-components';
import type { AgendaSession } from '../../../core/contracts/api/business-api';
import { addDays } from '../../../core/domain/business-time';
import { NO_SHOW_LABEL } from '../../../core/domain/admin-booking';
import { OUTSIDE_EVENT_LABEL } from '../../../core/domain/outside-calendar';
import { Badge } from '../../components/badge';
import { BOOKING_ANSWERS_TITLE, BookingAnswersList } from '../../components/booking-answers-list';
import type { DateRange } from '../../../core/domain/business-weeks';
import { formatJalaliLong } from '../../../core/domain/jalali-date';
import { toPersianDigits } from '../../../core/domain/persian-digits';
import { SESSION_MODE_LABELS } from '../../../core/domain/session-mode';
import { TEHRAN_TIME_LABEL } from '../../../core/domain/tehran-time';
import { BUSINESS_TEXTS, rangeText } from './business-messages';

const Weeks = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(260px, 1fr));
  gap: 1rem;
  h4 {
    margin: 0 0 0.25rem;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-direction: column;
    gap: 0.5rem;
  }
`;

const Session = styled.li`
  padding: 0.6rem 0.75rem;
  border-radius: 8px;
  background: ${({ theme }) => theme.colors.surfaceAlt};
  p {
    margin: 0.15rem 0 0;
    font-size: 0.9rem;
  }
  a {
    color: ${({ theme }) => theme.colors.primary};
  }
  summary {
    margin-top: 0.25rem;
    cursor: pointer;
    font-size: 0.9rem;
  }
`;

const When = styled.strong`
  display: block;
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.muted};
`;

/** One session: when (Tehran), who, what and how, a number to call, the no-show mark when set, and the customer's answers folded. */
export function SessionItem({ session }: { session: AgendaSession }) {
  return (
    <Session data-testid={`agenda-${session.id}`}>
      <When>{`${formatJalaliLong(session.date)}، ساعت ${toPersianDigits(session.time)} ${TEHRAN_TIME_LABEL}`}</When>
      <p>{`${session.customerName} · ${session.typeTitle} · ${SESSION_MODE_LABELS[session.sessionMode]}`}</p>
      <p>
        {session.customerMobile ? (
          <a href={`tel:${session.customerMobile}`}>{toPersianDigits(session.customerMobile)}</a>
        ) : (
          BUSINESS_TEXTS.noMobile
        )}
      </p>
      {session.noShow && (
        <p>
          <Badge $tone="danger">{NO_SHOW_LABEL}</Badge>
        </p>
      )}
      {session.outsideEvent && (
        <p>
          <Badge $tone="warning">{OUTSIDE_EVENT_LABEL}</Badge>
        </p>
      )}
      {session.answers && (
        <details>
          <summary>{`${BOOKING_ANSWERS_TITLE} (${toPersianDigits(session.answers.length)})`}</summary>
          <BookingAnswersList answers={session.answers} />
        </details>
      )}
    </Session>
  );
}

function WeekList({ title, range, sessions }: { title: string; range: DateRange; sessions: AgendaSession[] }) {
  return (
    <section aria-label={title}>
      <h4>{title}</h4>
      <Muted>{rangeText(range)}</Muted>
      {sessions.length === 0 ? (
        <Muted>{BUSINESS_TEXTS.noSessions}</Muted>
      ) : (
        <ul>
          {sessions.map((session) => (
            <SessionItem key={session.id} session={session} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** This week's and next week's confirmed sessions, each week Saturday to Friday on Tehran's calendar. */
export function AgendaSection({ range, sessions, truncated }: { range: DateRange; sessions: AgendaSession[]; truncated: boolean }) {
  const nextWeekStart = addDays(range.from, 7);
  const thisWeek = { from: range.from, to: addDays(range.from, 6) };
  const nextWeek = { from: nextWeekStart, to: range.to };
  return (
    <>
      <Weeks>
        <WeekList title={BUSINESS_TEXTS.thisWeek} range={thisWeek} sessions={sessions.filter((session) => session.date < nextWeekStart)} />
        <WeekList title={BUSINESS_TEXTS.nextWeek} range={nextWeek} sessions={sessions.filter((session) => session.date >= nextWeekStart)} />
      </Weeks>
      {truncated && <Muted>{BUSINESS_TEXTS.agendaTruncated}</Muted>}
    </>
  );
}
