import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { PERSIAN_WEEKDAY_NAMES, type JalaliDate } from '../../../core/domain/jalali-date';
import { jalaliDateText, parseJalaliDateText, parseTimesText } from '../../../core/domain/jalali-date-text';
import { WEEKLY_TEMPLATE_MESSAGES } from '../../../core/domain/weekly-template';
import { Button } from '../../components/button';
import { Actions, Field, FieldRow, Fieldset, Hint, Input } from '../../components/form-styles';
import { JalaliRangeFields } from '../../components/jalali-range-fields';
import { AppForm } from '../../components/app-form';

const Weekdays = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.4rem 1rem;
  label { display: inline-flex; align-items: center; gap: 0.35rem; min-height: 36px; cursor: pointer; }
  input { width: 1.15rem; height: 1.15rem; }
`;

export interface TemplateSubmission {
  from: JalaliDate;
  to: JalaliDate;
  weekdays: number[];
  times: string[];
}

interface WeeklyTemplateFormProps {
  defaultFrom: JalaliDate;
  defaultTo: JalaliDate;
  busy: boolean;
  /** a Persian message when the admin's typing cannot be read */
  onInvalid: (message: string) => void;
  onSubmit: (template: TemplateSubmission) => void;
}

/** Weekdays Saturday to Friday, times, and a Jalali date range to publish slots over. */
export function WeeklyTemplateForm({ defaultFrom, defaultTo, busy, onInvalid, onSubmit }: WeeklyTemplateFormProps) {
  const [from, setFrom] = useState(jalaliDateText(defaultFrom));
  const [to, setTo] = useState(jalaliDateText(defaultTo));
  const [weekdays, setWeekdays] = useState<number[]>([0, 1, 2, 3, 4]);
  const [times, setTimes] = useState('');

  const toggle = (day: number) =>
    setWeekdays((current) => (current.includes(day) ? current.filter((d) => d !== day) : [...current, day].sort()));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const fromDate = parseJalaliDateText(from);
    if (!fromDate) return onInvalid(WEEKLY_TEMPLATE_MESSAGES.invalidFrom);
    const toDate = parseJalaliDateText(to);
    if (!toDate) return onInvalid(WEEKLY_TEMPLATE_MESSAGES.invalidTo);
    const parsedTimes = parseTimesText(times);
    if (parsedTimes === null) return onInvalid(WEEKLY_TEMPLATE_MESSAGES.invalidTime);
    return onSubmit({ from: fromDate, to: toDate, weekdays, times: parsedTimes });
  };

  return (
    <AppForm onSubmit={submit} noValidate>
      <Fieldset>
        <legend>الگوی هفتگی</legend>
        <FieldRow>
          <JalaliRangeFields from={from} to={to} onFromChange={setFrom} onToChange={setTo} />
        </FieldRow>
        <div role="group" aria-label="روزهای هفته">
          <Weekdays>
            {PERSIAN_WEEKDAY_NAMES.map((name, day) => (
              <label key={name}>
                <input type="checkbox" checked={weekdays.includes(day)} onChange={() => toggle(day)} />
                {name}
              </label>
            ))}
          </Weekdays>
        </div>
        <Field>
          ساعت‌ها
          <Input value={times} onChange={(event) => setTimes(event.target.value)} placeholder="۱۰:۰۰، ۱۱:۰۰، ۱۷:۰۰" dir="ltr" />
          <Hint>ساعت‌ها را با ویرگول یا فاصله جدا کنید؛ زمان‌های تکراری و گذشته نادیده گرفته می‌شوند</Hint>
        </Field>
        <Actions>
          <Button type="submit" disabled={busy}>اعمال الگو</Button>
        </Actions>
      </Fieldset>
    </AppForm>
  );
}
