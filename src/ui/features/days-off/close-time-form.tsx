import { useState, type FormEvent } from 'react';
import { DAYS_OFF_MESSAGES, type DayOffInput } from '../../../core/domain/day-off';
import { jalaliToIso, isoToJalali } from '../../../core/domain/jalali-date';
import { jalaliDateText, normalizeTimeText, parseJalaliDateText } from '../../../core/domain/jalali-date-text';
import { AppForm } from '../../components/app-form';
import { Button } from '../../components/button';
import { Actions, Field, FieldRow, Fieldset, Hint, Input } from '../../components/form-styles';
import { JalaliRangeFields } from '../../components/jalali-range-fields';
import { DAYS_OFF_TEXTS as T } from './days-off-texts';

interface CloseTimeFormProps {
  today: string;
  busy: boolean;
  onInvalid: (message: string) => void;
  onSubmit: (input: DayOffInput) => void;
}

/** A time typed as ۱۴:۳۰ or left empty (null); undefined when it is typed but not a time. */
function timeOf(text: string): string | null | undefined {
  return text.trim() === '' ? null : (normalizeTimeText(text) ?? undefined);
}

/** One day, a range of Jalali days, or some hours of them, with an optional reason. */
export function CloseTimeForm({ today, busy, onInvalid, onSubmit }: CloseTimeFormProps) {
  const [from, setFrom] = useState(jalaliDateText(isoToJalali(today)));
  const [to, setTo] = useState('');
  const [fromTime, setFromTime] = useState('');
  const [toTime, setToTime] = useState('');
  const [reason, setReason] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const fromDate = parseJalaliDateText(from);
    if (!fromDate) return onInvalid(DAYS_OFF_MESSAGES.invalidFrom);
    const toDate = to.trim() === '' ? fromDate : parseJalaliDateText(to);
    if (!toDate) return onInvalid(DAYS_OFF_MESSAGES.invalidTo);
    const [start, end] = [timeOf(fromTime), timeOf(toTime)];
    if (start === undefined || end === undefined) return onInvalid(DAYS_OFF_MESSAGES.invalidTime);
    return onSubmit({ fromDate: jalaliToIso(fromDate), toDate: jalaliToIso(toDate), fromTime: start, toTime: end, reason: reason.trim() });
  };

  return (
    <AppForm onSubmit={submit} noValidate>
      <Fieldset>
        <legend>{T.formLegend}</legend>
        <FieldRow>
          <JalaliRangeFields from={from} to={to} onFromChange={setFrom} onToChange={setTo} />
        </FieldRow>
        <Hint>{T.toDateHint}</Hint>
        <FieldRow>
          <Field>
            {T.fromTime}
            <Input value={fromTime} onChange={(event) => setFromTime(event.target.value)} placeholder="۱۲:۰۰" dir="ltr" />
          </Field>
          <Field>
            {T.toTime}
            <Input value={toTime} onChange={(event) => setToTime(event.target.value)} placeholder="۱۸:۰۰" dir="ltr" />
          </Field>
        </FieldRow>
        <Hint>{T.timeHint}</Hint>
        <Field>
          {T.reason}
          <Input value={reason} onChange={(event) => setReason(event.target.value)} maxLength={200} />
        </Field>
        <Actions>
          <Button type="submit" disabled={busy}>
            {T.close}
          </Button>
        </Actions>
      </Fieldset>
    </AppForm>
  );
}
