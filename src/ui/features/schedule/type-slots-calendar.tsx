import styled from 'styled-components';
import type { ScheduleSlot } from '../../../core/domain/schedule-slot';
import type { AvailableDate } from '../../../core/domain/reservation-type';
import { daysOfMonth, type CalendarMonth } from '../../../core/domain/booking-calendar';
import { formatJalaliLong } from '../../../core/domain/jalali-date';
import { JalaliCalendar } from '../../components/jalali-calendar/jalali-calendar';
import { Alert } from '../../components/alert';
import { SlotChips } from './slot-chips';

const Day = styled.div`
  margin-top: 0.75rem;
  padding: 0.75rem 0.9rem;
  border-radius: 10px;
  background: ${({ theme }) => theme.colors.surfaceAlt};
  h4 {
    margin: 0 0 0.5rem;
    font-size: 1rem;
  }
`;

/**
 * The admin's calendar offers a year of months. The shared component's month row scrolls only
 * when its flex item may shrink below its content, and a centred row that overflows cuts off
 * its first months where no scrolling reaches them, so here it starts at the start.
 */
const CalendarFrame = styled.div`
  min-width: 0;
  [role='group'][aria-label='ماه‌ها'] {
    min-width: 0;
    justify-content: flex-start;
  }
`;

/** The slots as the customers' availability reads them: by date, each time with its id. */
function asAvailableDates(slots: ScheduleSlot[]): AvailableDate[] {
  const byDate = new Map<string, AvailableDate>();
  for (const slot of slots) {
    const day = byDate.get(slot.date) ?? { date: slot.date, timeSlots: [] };
    day.timeSlots.push({ _id: slot._id, time: slot.time });
    byDate.set(slot.date, day);
  }
  return [...byDate.values()];
}

interface TypeSlotsCalendarProps {
  title: string;
  months: CalendarMonth[];
  monthIndex: number;
  /** the shown month's slots */
  slots: ScheduleSlot[];
  selectedDate: string | null;
  now: number;
  busy: boolean;
  onSelectMonth: (index: number) => void;
  onSelectDate: (date: string) => void;
  onRemove: (slot: ScheduleSlot) => void;
}

/**
 * A type's slots on the Jalali calendar customers book on: the days customers can choose are
 * the ones open here; choosing one lists its times with what holds each.
 */
export function TypeSlotsCalendar(props: TypeSlotsCalendarProps) {
  const { months, monthIndex, slots, now } = props;
  const days = daysOfMonth(months[monthIndex], asAvailableDates(slots), now);
  const open = days.filter((day) => !day.disabled);
  const selected = open.find((day) => day.date === props.selectedDate)?.date ?? open[0]?.date ?? null;
  const daySlots = slots.filter((slot) => slot.date === selected);
  return (
    <CalendarFrame>
      <JalaliCalendar
        label={`تقویم زمان‌های ${props.title}`}
        months={months}
        monthIndex={monthIndex}
        days={days}
        selectedDate={selected}
        onSelectMonth={props.onSelectMonth}
        onPreviousMonth={() => props.onSelectMonth(Math.max(0, monthIndex - 1))}
        onNextMonth={() => props.onSelectMonth(Math.min(months.length - 1, monthIndex + 1))}
        onSelectDate={props.onSelectDate}
      />
      {selected === null ? (
        <Alert kind="info">در این ماه زمان آینده‌ای ثبت نشده است</Alert>
      ) : (
        <Day aria-live="polite">
          <h4>{formatJalaliLong(selected)}</h4>
          <SlotChips slots={daySlots} busy={props.busy} onRemove={props.onRemove} />
        </Day>
      )}
    </CalendarFrame>
  );
}
