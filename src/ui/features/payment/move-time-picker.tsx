import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { daysOfMonth, monthParam, visibleMonths } from '../../../core/domain/booking-calendar';
import { formatJalaliLong } from '../../../core/domain/jalali-date';
import type { MoveDays } from '../../../core/use-cases/booking/load-move-choices';
import { BOOKING_USE_CASES } from '../../../core/use-cases/booking/booking-tokens';
import { useService } from '../../services/services-context';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { JalaliCalendar } from '../../components/jalali-calendar/jalali-calendar';
import { Spinner } from '../../components/spinner';
import { LoadingOver } from '../../components/loading-over';
import { TehranTime } from '../../components/tehran-time';

export const MOVE_PICKER_TEXT = {
  calendar: 'انتخاب روز تازه',
  times: 'زمان‌های آزاد این روز',
  noFreeTime: 'در این روز زمان آزادی برای انتقال نمانده است؛ روز دیگری را انتخاب کنید.',
  noDays: 'در حال حاضر زمان آزاد دیگری برای این نوع مشاوره وجود ندارد.',
  move: 'انتقال به این زمان',
  monthLoading: 'در حال دریافت روزهای ماه',
} as const;

const Times = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0.75rem 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(7rem, 1fr));
  gap: 0.5rem;
`;

export interface MoveTimePickerProps {
  reservationTypeId: string;
  now: number;
  /** the consultant's notice: a new time within it is not offered */
  noticeHours: number;
  busy: boolean;
  onMove(to: { date: string; timeSlot: string }): void;
}

/** The type's days on the calendar, then the chosen day's free times, as the booking screen reads them; one is chosen and the move confirmed. */
export function MoveTimePicker({ reservationTypeId, now, noticeHours, busy, onMove }: MoveTimePickerProps) {
  const choices = useService(BOOKING_USE_CASES.LoadMoveChoices);
  const [days, setDays] = useState<MoveDays | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [monthIndex, setMonthIndex] = useState(0);
  const [date, setDate] = useState<string | null>(null);
  const [times, setTimes] = useState<string[] | null>(null);
  const [time, setTime] = useState<string | null>(null);
  const [monthLoading, setMonthLoading] = useState(false);
  const [monthError, setMonthError] = useState<string | null>(null);

  useEffect(() => {
    void choices.days(reservationTypeId, now).then((outcome) => (outcome.ok ? setDays(outcome.value) : setError(outcome.message)));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- read once per type (not per tick of `now`): later months are read as they are shown
  }, [choices, reservationTypeId]);

  useEffect(() => {
    if (!date || !days) return;
    setTimes(null);
    setTime(null);
    void choices
      .freeTimes({ reservationTypeId, date, days, now, noticeHours })
      .then((outcome) => (outcome.ok ? setTimes(outcome.value) : setError(outcome.message)));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- read once per chosen day: a later tick of the list's clock (`now`) does not read them again
  }, [choices, reservationTypeId, date, days, noticeHours]);

  if (error) return <Alert kind="error">{error}</Alert>;
  if (!days) return <Spinner />;
  const months = visibleMonths(days.offeredDays, now);
  if (months.length === 0) return <Alert kind="info">{MOVE_PICKER_TEXT.noDays}</Alert>;
  const shown = Math.min(monthIndex, months.length - 1);
  const month = months[shown];
  // a month not read yet is read first; if that fails the shown month stays and says why
  const showMonth = (index: number) => {
    if (index < 0 || index >= months.length || monthLoading) return;
    setMonthError(null);
    if (days.loadedMonths.includes(monthParam(months[index]))) return setMonthIndex(index);
    setMonthLoading(true);
    void choices.month(reservationTypeId, days, months[index]).then((outcome) => {
      setMonthLoading(false);
      if (!outcome.ok) return setMonthError(outcome.message);
      setDays(outcome.value);
      setMonthIndex(index);
    });
  };
  return (
    <>
      {monthError && <Alert kind="error">{monthError}</Alert>}
      <LoadingOver loading={monthLoading} label={MOVE_PICKER_TEXT.monthLoading}>
        <JalaliCalendar
          label={MOVE_PICKER_TEXT.calendar}
          months={months}
          monthIndex={shown}
          days={daysOfMonth(month, days.availableDates, now, days.rules.noticeMinutes)}
          selectedDate={date}
          onSelectMonth={showMonth}
          onPreviousMonth={() => showMonth(shown - 1)}
          onNextMonth={() => showMonth(shown + 1)}
          onSelectDate={setDate}
        />
      </LoadingOver>
      {date && times === null && <Spinner />}
      {date && times?.length === 0 && <Alert kind="info">{MOVE_PICKER_TEXT.noFreeTime}</Alert>}
      {date && times && times.length > 0 && (
        <Times aria-label={`${MOVE_PICKER_TEXT.times}: ${formatJalaliLong(date)}`}>
          {times.map((each) => (
            <li key={each}>
              <Button
                type="button"
                $variant={each === time ? 'primary' : 'outline'}
                $block
                aria-pressed={each === time}
                data-time={each}
                onClick={() => setTime(each)}
              >
                <TehranTime date={date} time={each} />
              </Button>
            </li>
          ))}
        </Times>
      )}
      <Button type="button" disabled={!date || !time || busy} onClick={() => date && time && onMove({ date, timeSlot: time })}>
        {MOVE_PICKER_TEXT.move}
      </Button>
    </>
  );
}
