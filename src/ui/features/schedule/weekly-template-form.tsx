import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { AVAILABILITY_MESSAGES, type AvailabilityTemplate, type TemplateHours } from '../../../core/domain/availability-template';
import { jalaliMonthLength } from '../../../core/domain/jalali-date';
import { jalaliDateText, normalizeTimeText, parseJalaliDateText } from '../../../core/domain/jalali-date-text';
import type { AdminReservationType } from '../../../core/domain/reservation-type-admin';
import { WEEKLY_TEMPLATE_MESSAGES } from '../../../core/domain/weekly-template';
import { Button } from '../../components/button';
import { Actions, FieldRow, Fieldset, Hint } from '../../components/form-styles';
import { JalaliRangeFields } from '../../components/jalali-range-fields';
import { AppForm } from '../../components/app-form';
import { TemplateHoursRows, type HoursRowText } from './template-hours-rows';

const Choices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.4rem 1rem;
  label {
    display: inline-flex;
    align-items: center;
    gap: 0.35rem;
    min-height: 36px;
    cursor: pointer;
  }
  input {
    width: 1.15rem;
    height: 1.15rem;
  }
`;

interface WeeklyTemplateFormProps {
  types: AdminReservationType[];
  /** the type whose panel is open, chosen to begin with */
  defaultTypeId: string;
  /** the Jalali month the calendar shows: the range covers it unless the consultant names another */
  month: { year: number; month: number };
  busy: boolean;
  /** a Persian message when the consultant's typing cannot be read */
  onInvalid: (message: string) => void;
  onSubmit: (template: AvailabilityTemplate) => void;
}

const FIRST_ROW: HoursRowText = { key: 1, weekday: 0, start: '09:00', end: '12:00', step: 'session' };

/** One weekly availability for the chosen types: hours per weekday, over a Jalali date range. */
export function WeeklyTemplateForm({ types, defaultTypeId, month, busy, onInvalid, onSubmit }: WeeklyTemplateFormProps) {
  const [typeIds, setTypeIds] = useState<string[]>([defaultTypeId]);
  const [range, setRange] = useState<{ from: string; to: string } | null>(null);
  const [rows, setRows] = useState<HoursRowText[]>([FIRST_ROW]);
  const from = range?.from ?? jalaliDateText({ ...month, day: 1 });
  const to = range?.to ?? jalaliDateText({ ...month, day: jalaliMonthLength(month.year, month.month) });

  const toggle = (id: string) =>
    setTypeIds((current) => (current.includes(id) ? current.filter((other) => other !== id) : [...current, id]));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const fromDate = parseJalaliDateText(from);
    if (!fromDate) return onInvalid(WEEKLY_TEMPLATE_MESSAGES.invalidFrom);
    const toDate = parseJalaliDateText(to);
    if (!toDate) return onInvalid(WEEKLY_TEMPLATE_MESSAGES.invalidTo);
    const hours: TemplateHours[] = [];
    for (const row of rows) {
      const start = normalizeTimeText(row.start);
      if (!start) return onInvalid(AVAILABILITY_MESSAGES.invalidStart);
      const end = normalizeTimeText(row.end);
      if (!end) return onInvalid(AVAILABILITY_MESSAGES.invalidEnd);
      hours.push({ weekday: row.weekday, start, end, step: row.step });
    }
    return onSubmit({ typeIds, from: fromDate, to: toDate, hours });
  };

  return (
    <AppForm onSubmit={submit} noValidate>
      <Fieldset>
        <legend>الگوی هفتگی</legend>
        <div role="group" aria-label="نوع‌های رزرو">
          <Choices>
            {types.map((type) => (
              <label key={type._id}>
                <input type="checkbox" checked={typeIds.includes(type._id)} onChange={() => toggle(type._id)} />
                {type.title}
              </label>
            ))}
          </Choices>
        </div>
        <FieldRow>
          <JalaliRangeFields
            from={from}
            to={to}
            onFromChange={(text) => setRange({ from: text, to })}
            onToChange={(text) => setRange({ from, to: text })}
          />
        </FieldRow>
        <TemplateHoursRows rows={rows} onChange={setRows} />
        <Hint>{AVAILABILITY_MESSAGES.stepRule}</Hint>
        <Actions>
          <Button type="submit" disabled={busy}>
            اعمال الگو
          </Button>
        </Actions>
      </Fieldset>
    </AppForm>
  );
}
