import { useCallback, useState } from 'react';
import type { AdminReservationType } from '../../../core/domain/reservation-type-admin';
import type { ScheduleSlot } from '../../../core/domain/schedule-slot';
import { isoToJalali, jalaliMonthLength, jalaliMonthName, type JalaliDate } from '../../../core/domain/jalali-date';
import type { CalendarMonth } from '../../../core/domain/booking-calendar';
import { toPersianDigits } from '../../../core/domain/persian-digits';
import { PLATFORM_PORTS } from '../../../core/ports/platform/platform-port-tokens';
import { SCHEDULE_USE_CASES } from '../../../core/use-cases/schedule/schedule-tokens';
import { useService } from '../../services/services-context';
import { useLoaded } from '../../services/use-loaded';
import type { AvailabilityTemplate } from '../../../core/domain/availability-template';
import { NO_OVERLAPS, type SlotOverlaps } from '../../../core/domain/slot-overlap';
import type { Outcome } from '../../../core/domain/outcome';
import { Alert } from '../../components/alert';
import { Spinner } from '../../components/spinner';

import { useToday } from './use-today';
import { WeeklyTemplateForm } from './weekly-template-form';
import { BulkChangesPanel } from './bulk-changes-panel';
import { OverlapWarning } from './overlap-warning';
import { SingleSlotForm } from './single-slot-form';
import { TypeSlotsCalendar } from './type-slots-calendar';
import { SectionTitle } from '../../components/form-styles';

/** Months the admin's calendar offers, from the current one: a template reaches at most a year. */
const CALENDAR_MONTHS = 13;

type Feedback = { kind: 'success' | 'error'; text: string } | null;

/** The current Jalali month and the ones after it, labelled as the customers' calendar labels them. */
function monthsFrom(today: JalaliDate): CalendarMonth[] {
  return Array.from({ length: CALENDAR_MONTHS }, (_, offset) => {
    const index = today.year * 12 + (today.month - 1) + offset;
    const year = Math.floor(index / 12);
    const month = (index % 12) + 1;
    return { year, month, label: `${jalaliMonthName(month)} ${toPersianDigits(year)}` };
  });
}

/** Where a Jalali month sits in the calendar's months, kept within them. */
function monthIndexOf(months: CalendarMonth[], day: { year: number; month: number }): number {
  const index = day.year * 12 + day.month - (months[0].year * 12 + months[0].month);
  return Math.min(months.length - 1, Math.max(0, index));
}

interface TypeSlotsPanelProps {
  type: AdminReservationType;
  /** every type, for a template or a bulk change that takes several */
  types: AdminReservationType[];
  /** slots changed: the list's counts and the public cache are stale */
  onChanged: () => void;
}

/** One type's availability: the weekly template, single slots, and its slots month by month. */
export function TypeSlotsPanel({ type, types, onChanged }: TypeSlotsPanelProps) {
  const loadSlots = useService(SCHEDULE_USE_CASES.LoadTypeSlots);
  const applyWeeklyTemplate = useService(SCHEDULE_USE_CASES.ApplyWeeklyTemplate);
  const addOneSlot = useService(SCHEDULE_USE_CASES.AddSlot);
  const removeOneSlot = useService(SCHEDULE_USE_CASES.RemoveSlot);
  const clock = useService(PLATFORM_PORTS.Clock);
  const today = useToday();
  const todayJalali = isoToJalali(today);
  const [months] = useState(() => monthsFrom(todayJalali));
  const [monthIndex, setMonthIndex] = useState(0);
  const [selectedDate, setSelectedDate] = useState<string | null>(null);
  const month = months[monthIndex];
  const [busy, setBusy] = useState(false);
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [overlaps, setOverlaps] = useState<SlotOverlaps>(NO_OVERLAPS);
  const {
    value: slots,
    error: loadError,
    refresh,
    afterWrite,
  } = useLoaded(
    useCallback(
      () =>
        loadSlots.execute({
          typeId: type._id,
          from: { year: month.year, month: month.month, day: 1 },
          to: { year: month.year, month: month.month, day: jalaliMonthLength(month.year, month.month) },
        }),
      [loadSlots, type._id, month],
    ),
  );

  const run = async <T,>(work: () => Promise<Outcome<T>>): Promise<T | null> => {
    setBusy(true);
    const result = await afterWrite(async () => {
      const written = await work();
      setBusy(false);
      setFeedback({ kind: written.ok ? 'success' : 'error', text: written.message });
      setOverlaps(NO_OVERLAPS);
      return written;
    });
    if (!result.ok) return null;
    onChanged();
    return result.value;
  };

  const applyTemplate = async (template: AvailabilityTemplate) => {
    const result = await run(() => applyWeeklyTemplate.execute(template));
    if (!result) return;
    setOverlaps(result.overlaps);
    // the calendar moves to the month the template filled
    if (typeof template.from !== 'string') {
      setMonthIndex(monthIndexOf(months, template.from));
      setSelectedDate(null);
    }
  };
  const addSlot = async (slot: { date: JalaliDate; time: string }) => {
    const result = await run(() => addOneSlot.execute({ typeId: type._id, ...slot }));
    if (result) setOverlaps(result.overlaps);
  };
  const changedInBulk = () => {
    void refresh();
    onChanged();
  };
  const removeSlot = (slot: ScheduleSlot) => run(() => removeOneSlot.execute({ typeId: type._id, slot }));
  const invalid = (text: string) => setFeedback({ kind: 'error', text });

  return (
    <section aria-labelledby={`slots-${type._id}`}>
      <SectionTitle id={`slots-${type._id}`}>زمان‌های «{type.title}»</SectionTitle>
      {loadError && <Alert kind="error">{loadError}</Alert>}
      {feedback && <Alert kind={feedback.kind}>{feedback.text}</Alert>}
      <OverlapWarning overlaps={overlaps} />
      <div style={{ display: 'grid', gap: '1rem' }}>
        <WeeklyTemplateForm
          key={`template-${type._id}`}
          types={types}
          defaultTypeId={type._id}
          month={month}
          busy={busy}
          onInvalid={invalid}
          onSubmit={(draft) => void applyTemplate(draft)}
        />
        <SingleSlotForm
          key={`single-${type._id}`}
          defaultDate={todayJalali}
          busy={busy}
          onInvalid={invalid}
          onSubmit={(slot) => void addSlot(slot)}
        />
        <BulkChangesPanel
          key={`bulk-${type._id}-${monthIndex}`}
          types={types}
          defaultTypeId={type._id}
          month={month}
          onChanged={changedInBulk}
        />
        {slots === null ? (
          <Spinner />
        ) : (
          <TypeSlotsCalendar
            title={type.title}
            months={months}
            monthIndex={monthIndex}
            slots={slots}
            selectedDate={selectedDate}
            now={clock.now()}
            busy={busy}
            onSelectMonth={(index) => {
              setMonthIndex(index);
              setSelectedDate(null);
            }}
            onSelectDate={setSelectedDate}
            onRemove={(slot) => void removeSlot(slot)}
          />
        )}
      </div>
    </section>
  );
}
