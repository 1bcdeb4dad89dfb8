import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useActorRef, useSelector } from '@xstate/react';
import type { BookableType } from '../../../core/domain/reservation-type';
import { daysOfMonth, monthParam, slotRulesOf, slotsOfDay } from '../../../core/domain/booking-calendar';
import { formatJalaliLong } from '../../../core/domain/jalali-date';
import { canPressPay } from '../../../core/domain/pay-rule';
import { holdOfType, liveHold } from '../../../core/domain/customer-hold';
import { isLeavingForBank } from '../../../core/machines/booking-machine';
import type { Preselection } from '../../../core/machines/booking-machine-context';
import { BOOKING_PORTS } from '../../../core/ports/booking/booking-port-tokens';
import { BOOKING_USE_CASES } from '../../../core/use-cases/booking/booking-tokens';
import { PLATFORM_PORTS } from '../../../core/ports/platform/platform-port-tokens';
import { useService } from '../../services/services-context';
import { useCurrentUser } from '../../app-state/app-state-context';
import { PageContainer, PageTitle } from '../../components/container';
import { Alert } from '../../components/alert';
import { Spinner } from '../../components/spinner';
import { LoadingOver } from '../../components/loading-over';
import { JalaliCalendar } from '../../components/jalali-calendar/jalali-calendar';
import type { CalendarLinks } from '../../components/jalali-calendar/calendar-links';
import { useTakenOver } from '../../components/use-taken-over';
import { TimeSlots } from './time-slots';
import { BookingSummaryCard } from './booking-summary-card';
import { RedirectOverlay } from '../../components/redirect-overlay';
import { ReleaseHoldDialog } from '../../components/hold-actions';
import { HoldPanel } from './hold-panel';
import { SessionPlaceNote } from './session-place-note';

export const CHOOSE_DATE_AND_TIME_TEXT = 'جهت تکمیل فرآیند رزرو، انتخاب تاریخ و زمان الزامی است.';
export const FREE_BOOKING_OVERLAY_TEXT = 'در حال ثبت رزرو رایگان';
export const MONTH_LOADING_TEXT = 'در حال دریافت روزهای ماه';

const Layout = styled.div`
  display: grid;
  gap: 1.25rem;
  grid-template-columns: minmax(0, 1fr);
  grid-template-areas: 'main' 'card';
  @media (min-width: 900px) {
    grid-template-columns: 340px minmax(0, 1fr);
    grid-template-areas: 'card main';
  }
`;

const Main = styled.div`
  grid-area: main;
  min-width: 0;
`;

const CardArea = styled.div`
  grid-area: card;
`;

const DayHeading = styled.h2`
  font-size: 1.05rem;
  margin: 1.25rem 0 0;
`;

export interface BookingScreenProps {
  type: BookableType;
  preselected: Preselection | null;
}

/** The booking screen of one reservation type; the booking machine holds every rule. */
export function BookingScreen({ type, preselected }: BookingScreenProps) {
  const clock = useService(PLATFORM_PORTS.Clock);
  const machine = useService(BOOKING_USE_CASES.BookingMachine);
  const pendingBookings = useService(BOOKING_PORTS.PendingBookingStore);
  const user = useCurrentUser();
  const ready = useTakenOver();
  const navigate = useNavigate();
  const [input] = useState(() => ({ type, now: clock.now(), preselected, saved: pendingBookings.loadPending(), signedIn: user !== null }));
  const booking = useActorRef(machine, { input });
  const context = useSelector(booking, (snapshot) => snapshot.context);
  const leaving = useSelector(booking, isLeavingForBank);
  const busy = useSelector(booking, (snapshot) => !snapshot.matches({ payment: 'idle' }));
  const holdBusy = useSelector(booking, (snapshot) => !snapshot.matches({ payment: 'idle' }) || !snapshot.matches({ hold: 'idle' }));
  const confirmingRelease = useSelector(booking, (snapshot) => snapshot.matches({ hold: 'confirmingRelease' }));
  const releasing = useSelector(booking, (snapshot) => snapshot.matches({ hold: 'releasing' }));
  const monthLoading = useSelector(
    booking,
    (snapshot) => snapshot.matches({ choice: 'loadingMonth' }) || snapshot.matches({ choice: 'loadingStartMonth' }),
  );
  // A hold running out on screen changes which slots are free: read the clock again.
  const [, reread] = useReducer((count: number) => count + 1, 0);
  const onHoldLapsed = useCallback(() => reread(), []);

  const now = clock.now();
  const month = context.months[context.monthIndex];
  const rules = slotRulesOf(type);
  const days = month ? daysOfMonth(month, context.type.availableDates, now, rules.noticeMinutes) : [];
  const ownHold = holdOfType(context.hold, type._id);
  const slots = context.date ? slotsOfDay(context.date, context.type.availableDates, context.reservations, now, ownHold, rules) : [];
  const signedIn = user !== null;
  const hold = signedIn ? liveHold(context.hold, now) : null;
  const profileComplete = !!user?.isProfileComplete;
  const canPay = canPressPay({ signedIn, profileComplete, date: context.date, timeSlot: context.timeSlot });
  const path = `/reservation/${encodeURIComponent(type._id)}`;
  const links: CalendarLinks = {
    day: (date) => `${path}?date=${date}`,
    month: (index) => `${path}?month=${monthParam(context.months[index])}`,
  };
  // the address follows the choice (the app handles the calendar's links in place), so a reload keeps it
  const follow = (href: string) => navigate(href, { replace: true, preventScrollReset: true });
  const showMonth = (index: number) => {
    if (index < 0 || index >= context.months.length) return;
    booking.send({ type: 'SELECT_MONTH', index });
  };
  // a month not read yet shows once it arrives: the address follows the month shown, not the one asked for
  const shownMonth = useRef(context.monthIndex);
  useEffect(() => {
    if (shownMonth.current === context.monthIndex) return;
    shownMonth.current = context.monthIndex;
    if (!context.date && context.months[context.monthIndex]) void follow(links.month(context.monthIndex));
  });

  return (
    <>
      <PageContainer>
        <PageTitle>{`رزرو ${type.title}`}</PageTitle>
        <SessionPlaceNote session={type.session} durationMinutes={type.durationMinutes} />
        <Layout>
          <Main>
            {hold && (
              <HoldPanel
                key={hold._id}
                hold={hold}
                clock={clock}
                busy={holdBusy}
                onPay={() => booking.send({ type: 'PAY_HOLD', now: clock.now() })}
                onRelease={() => booking.send({ type: 'RELEASE_HOLD', now: clock.now() })}
                onLapsed={onHoldLapsed}
              />
            )}
            {(!context.date || !context.timeSlot) && <Alert kind="info">{CHOOSE_DATE_AND_TIME_TEXT}</Alert>}
            {context.months.length === 0 ? (
              <Alert kind="info">در حال حاضر زمان آزادی برای این مشاوره وجود ندارد.</Alert>
            ) : (
              <LoadingOver loading={monthLoading} label={MONTH_LOADING_TEXT}>
                <JalaliCalendar
                  label="انتخاب تاریخ"
                  months={context.months}
                  monthIndex={context.monthIndex}
                  days={days}
                  selectedDate={context.date}
                  links={links}
                  onSelectMonth={showMonth}
                  onPreviousMonth={() => showMonth(context.monthIndex - 1)}
                  onNextMonth={() => showMonth(context.monthIndex + 1)}
                  onSelectDate={(date) => {
                    booking.send({ type: 'SELECT_DATE', date, now: clock.now() });
                    void follow(links.day(date));
                  }}
                />
              </LoadingOver>
            )}
            {context.date && (
              <section aria-label="زمان‌ها">
                <DayHeading>{`زمان‌های ${formatJalaliLong(context.date)}`}</DayHeading>
                {context.availabilityDate !== context.date ? (
                  <Spinner label="در حال دریافت زمان‌ها" />
                ) : (
                  <TimeSlots
                    date={context.date}
                    slots={slots}
                    selected={context.timeSlot}
                    clock={clock}
                    ready={ready}
                    onSelect={(time) => booking.send({ type: 'SELECT_SLOT', time, now: clock.now() })}
                    onHoldLapsed={onHoldLapsed}
                  />
                )}
              </section>
            )}
          </Main>
          <CardArea>
            <BookingSummaryCard
              type={type}
              user={user}
              choice={context.date && context.timeSlot ? { date: context.date, timeSlot: context.timeSlot } : null}
              canPay={canPay}
              busy={busy}
              ready={ready}
              restoredAnswers={context.answers}
              onPay={(buyerTaxId, answers, documentIds) =>
                booking.send({ type: 'PAY', signedIn, profileComplete, now: clock.now(), buyerTaxId, answers, documentIds })
              }
            />
          </CardArea>
        </Layout>
      </PageContainer>
      <ReleaseHoldDialog
        open={confirmingRelease || releasing}
        busy={releasing}
        onConfirm={() => booking.send({ type: 'CONFIRM_RELEASE' })}
        onCancel={() => booking.send({ type: 'CANCEL_RELEASE' })}
      />
      {leaving && <RedirectOverlay text={type.price === 0 ? FREE_BOOKING_OVERLAY_TEXT : undefined} />}
    </>
  );
}
