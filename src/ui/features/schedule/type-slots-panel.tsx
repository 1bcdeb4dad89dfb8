import { useCallback, useEffect, useState } from 'react';
import type { AdminReservationType } from '../../../core/domain/reservation-type-admin';
import type { ScheduleSlot } from '../../../core/domain/schedule-slot';
import { isoToJalali, jalaliMonthLength, type JalaliDate } from '../../../core/domain/jalali-date';
import { addDays } from '../../../core/domain/business-time';
import type { Outcome } from '../../../core/use-cases/outcome';
import { Alert } from '../../components/alert';
import { Spinner } from '../../components/spinner';
import { useScheduleActions } from './use-schedule-actions';
import { useToday } from './use-today';
import { WeeklyTemplateForm, type TemplateSubmission } from './weekly-template-form';
import { SingleSlotForm } from './single-slot-form';
import { TypeSlotsByDate } from './type-slots-by-date';
import { SectionTitle } from './form-styles';

/** How far the template's end date starts ahead of today. */
const DEFAULT_TEMPLATE_DAYS = 30;

type Feedback = { kind: 'success' | 'error'; text: string } | null;

function nextMonth({ year, month }: { year: number; month: number }, step: 1 | -1) {
  const index = year * 12 + (month - 1) + step;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

interface TypeSlotsPanelProps {
  type: AdminReservationType;
  /** slots changed: the list's counts and the public cache are stale */
  onChanged: () => void;
}

/** One type's availability: the weekly template, single slots, and its slots month by month. */
export function TypeSlotsPanel({ type, onChanged }: TypeSlotsPanelProps) {
  const actions = useScheduleActions();
  const today = useToday();
  const todayJalali = isoToJalali(today);
  const [month, setMonth] = useState({ year: todayJalali.year, month: todayJalali.month });
  const [slots, setSlots] = useState<ScheduleSlot[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [feedback, setFeedback] = useState<Feedback>(null);

  const load = useCallback(async () => {
    const result = await actions.loadSlots.execute({
      typeId: type._id,
      from: { ...month, day: 1 },
      to: { ...month, day: jalaliMonthLength(month.year, month.month) },
    });
    if (result.ok) setSlots(result.value);
    else setFeedback({ kind: 'error', text: result.message });
  }, [actions, type._id, month]);

  useEffect(() => {
    setSlots(null);
    void load();
  }, [load]);

  const run = async <T,>(work: () => Promise<Outcome<T>>) => {
    setBusy(true);
    const result = await work();
    setBusy(false);
    setFeedback({ kind: result.ok ? 'success' : 'error', text: result.message });
    if (result.ok) {
      await load();
      onChanged();
    }
  };

  const applyTemplate = (template: TemplateSubmission) => run(() => actions.applyTemplate.execute({ typeId: type._id, ...template }));
  const addSlot = (slot: { date: JalaliDate; time: string }) => run(() => actions.addSlot.execute({ typeId: type._id, ...slot }));
  const removeSlot = (slot: ScheduleSlot) => run(() => actions.removeSlot.execute({ typeId: type._id, slot }));
  const invalid = (text: string) => setFeedback({ kind: 'error', text });
  const canGoBack = month.year * 12 + month.month > todayJalali.year * 12 + todayJalali.month;

  return (
    <section aria-labelledby={`slots-${type._id}`}>
      <SectionTitle id={`slots-${type._id}`}>زمان‌های «{type.title}»</SectionTitle>
      {feedback && <Alert kind={feedback.kind}>{feedback.text}</Alert>}
      <div style={{ display: 'grid', gap: '1rem' }}>
        <WeeklyTemplateForm
          key={`template-${type._id}`}
          defaultFrom={todayJalali}
          defaultTo={isoToJalali(addDays(today, DEFAULT_TEMPLATE_DAYS))}
          busy={busy}
          onInvalid={invalid}
          onSubmit={applyTemplate}
        />
        <SingleSlotForm key={`single-${type._id}`} defaultDate={todayJalali} busy={busy} onInvalid={invalid} onSubmit={addSlot} />
        {slots === null ? (
          <Spinner />
        ) : (
          <TypeSlotsByDate
            month={month}
            slots={slots}
            canGoBack={canGoBack}
            busy={busy}
            onPrevious={() => setMonth((current) => nextMonth(current, -1))}
            onNext={() => setMonth((current) => nextMonth(current, 1))}
            onRemove={removeSlot}
          />
        )}
      </div>
    </section>
  );
}
