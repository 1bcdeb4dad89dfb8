import { useCallback } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { agendaRange, isAgendaView, shiftAgenda, type AgendaView } from '../../../core/domain/agenda-range';
import { addDays, isIsoDate, toBusinessWallClock } from '../../../core/domain/business-time';
import { formatJalaliLong } from '../../../core/domain/jalali-date';
import { TEHRAN_TIME_LABEL } from '../../../core/domain/tehran-time';
import { dashboardHref } from '../../../core/contracts/pages/dashboard-tabs';
import { PLATFORM_PORTS } from '../../../core/ports/platform/platform-port-tokens';
import { PRACTICE_USE_CASES } from '../../../core/use-cases/practice/practice-tokens';
import { Alert } from '../../components/alert';
import { CardList } from '../../components/card-list';
import { TabTitle } from '../../components/form-styles';
import { Spinner } from '../../components/spinner';
import { useService } from '../../services/services-context';
import { useLoaded } from '../../services/use-loaded';
import { SessionItem } from './agenda-section';
import { BlockedSlotList } from './blocked-slot-list';
import { AGENDA_TEXTS, agendaRangeText } from './business-messages';
import { PhoneBookingForm } from './phone-booking-form';
import { outlineLinkStyles } from '../../components/outline-link-styles';

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin: 0.75rem 0;
  ${outlineLinkStyles}
  a[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.surface};
  }
`;

const Day = styled.section`
  margin-top: 1rem;
  h3 {
    margin: 0;
    font-size: 1.05rem;
  }
  p {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/** The address of one view of the agenda: real links, so moving through it works before the app takes over. */
function agendaHref(view: AgendaView, date: string): string {
  return `${dashboardHref('agenda')}&view=${view}&date=${date}`;
}

/** The consultant's sessions of a day or a Persian week, on Tehran's calendar, each day with its empty slots the consultant's own calendars block, with links to the day or week before and after, and the booking for a customer who phoned. */
export default function AgendaTab() {
  const loadAgenda = useService(PRACTICE_USE_CASES.LoadAgenda);
  const today = toBusinessWallClock(useService(PLATFORM_PORTS.Clock).now()).date;
  const [params] = useSearchParams();
  const view: AgendaView = isAgendaView(params.get('view')) ? (params.get('view') as AgendaView) : 'day';
  const date = isIsoDate(params.get('date')) ? (params.get('date') as string) : today;
  const range = agendaRange(view, date);
  const { from, to } = range;
  const loaded = useLoaded(useCallback(() => loadAgenda.execute({ from, to }), [loadAgenda, from, to]));
  const { error } = loaded;
  // a range being read, or one that could not be, shows no sessions
  const agenda = loaded.loading || error ? null : loaded.value;

  const days = Array.from({ length: view === 'day' ? 1 : 7 }, (_, index) => addDays(range.from, index));
  return (
    <div>
      <TabTitle>{AGENDA_TEXTS.title}</TabTitle>
      <p data-testid="agenda-range">{`${agendaRangeText(range)} (${TEHRAN_TIME_LABEL})`}</p>
      <Nav aria-label={AGENDA_TEXTS.navigation}>
        <Link to={agendaHref(view, shiftAgenda(view, date, -1))}>{AGENDA_TEXTS.previous[view]}</Link>
        <Link to={agendaHref(view, today)}>{AGENDA_TEXTS.today}</Link>
        <Link to={agendaHref(view, shiftAgenda(view, date, 1))}>{AGENDA_TEXTS.next[view]}</Link>
        {(['day', 'week'] as const).map((option) => (
          <Link key={option} to={agendaHref(option, date)} aria-current={option === view ? 'page' : undefined}>
            {AGENDA_TEXTS.views[option]}
          </Link>
        ))}
      </Nav>
      {error && <Alert kind="error">{error}</Alert>}
      {!agenda && !error && <Spinner label={AGENDA_TEXTS.loading} />}
      {agenda &&
        days.map((day) => {
          const sessions = agenda.sessions.filter((session) => session.date === day);
          return (
            <Day key={day} aria-label={formatJalaliLong(day)} data-testid="agenda-day">
              {view === 'week' && <h3>{formatJalaliLong(day)}</h3>}
              {sessions.length === 0 ? (
                <p>{AGENDA_TEXTS.noSessions}</p>
              ) : (
                <CardList>
                  {sessions.map((session) => (
                    <SessionItem key={session.id} session={session} />
                  ))}
                </CardList>
              )}
              <BlockedSlotList slots={agenda.blocked.filter((slot) => slot.date === day)} />
            </Day>
          );
        })}
      {agenda?.truncated && <Alert kind="info">{AGENDA_TEXTS.truncated}</Alert>}
      {agenda?.blockedTruncated && <Alert kind="info">{AGENDA_TEXTS.blockedTruncated}</Alert>}
      <PhoneBookingForm today={today} onBooked={() => void loaded.refresh()} />
    </div>
  );
}
