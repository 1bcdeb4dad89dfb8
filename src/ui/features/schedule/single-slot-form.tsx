import { useState, type FormEvent } from 'react';
import type { JalaliDate } from '../../../core/domain/jalali-date';
import { jalaliDateText, normalizeTimeText, parseJalaliDateText } from '../../../core/domain/jalali-date-text';
import { SLOT_MESSAGES } from '../../../core/domain/schedule-slot';
import { Button } from '../../components/button';
import { Actions, Field, FieldRow, Fieldset, Input } from '../../components/form-styles';
import { AppForm } from '../../components/app-form';

interface SingleSlotFormProps {
  defaultDate: JalaliDate;
  busy: boolean;
  onInvalid: (message: string) => void;
  onSubmit: (slot: { date: JalaliDate; time: string }) => void;
}

/** One extra slot on a Jalali date. */
export function SingleSlotForm({ defaultDate, busy, onInvalid, onSubmit }: SingleSlotFormProps) {
  const [date, setDate] = useState(jalaliDateText(defaultDate));
  const [time, setTime] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const day = parseJalaliDateText(date);
    if (!day) return onInvalid(SLOT_MESSAGES.invalidDate);
    const hhmm = normalizeTimeText(time);
    if (!hhmm) return onInvalid(SLOT_MESSAGES.invalidTime);
    return onSubmit({ date: day, time: hhmm });
  };

  return (
    <AppForm onSubmit={submit} noValidate>
      <Fieldset>
        <legend>افزودن یک زمان</legend>
        <FieldRow>
          <Field>
            تاریخ
            <Input value={date} onChange={(event) => setDate(event.target.value)} placeholder="۱۴۰۵/۰۹/۰۱" dir="ltr" />
          </Field>
          <Field>
            ساعت
            <Input value={time} onChange={(event) => setTime(event.target.value)} placeholder="۱۰:۰۰" dir="ltr" />
          </Field>
        </FieldRow>
        <Actions>
          <Button type="submit" disabled={busy}>
            افزودن زمان
          </Button>
        </Actions>
      </Fieldset>
    </AppForm>
  );
}
