import { useState, type FormEvent } from 'react';
import { BULK_MESSAGES, type BulkOutcome, type BulkRequest } from '../../../core/domain/bulk-slot-change';
import { jalaliMonthLength, jalaliToIso } from '../../../core/domain/jalali-date';
import { jalaliDateText, normalizeTimeText, parseJalaliDateText, toLatinDigits } from '../../../core/domain/jalali-date-text';
import type { AdminReservationType } from '../../../core/domain/reservation-type-admin';
import { inclusiveDayCount } from '../../../core/domain/weekly-template';
import { SCHEDULE_USE_CASES } from '../../../core/use-cases/schedule/schedule-tokens';
import { useService } from '../../services/services-context';
import { Alert } from '../../components/alert';
import { AppForm } from '../../components/app-form';
import { Button } from '../../components/button';
import { Actions, Field, FieldRow, Fieldset, Hint, Input, Select } from '../../components/form-styles';
import { JalaliRangeFields } from '../../components/jalali-range-fields';
import { BulkPreview } from './bulk-preview';

interface BulkChangesPanelProps {
  types: AdminReservationType[];
  defaultTypeId: string;
  month: { year: number; month: number };
  /** slots changed: the calendar and the counts are stale */
  onChanged: () => void;
}

type Fields = {
  kind: 'remove' | 'move';
  typeId: string;
  from: string;
  to: string;
  fromTime: string;
  toTime: string;
  days: string;
  minutes: string;
  target: string;
};

const wholeNumber = (text: string) =>
  text.trim() === '' ? 0 : /^[+-]?\d+$/.test(toLatinDigits(text.trim())) ? Number(toLatinDigits(text.trim())) : NaN;

/** The request the fields describe, or the Persian reason they cannot be read. */
function requestOf(fields: Fields): BulkRequest | string {
  const from = parseJalaliDateText(fields.from);
  if (!from) return BULK_MESSAGES.invalidFrom;
  const to = parseJalaliDateText(fields.to);
  if (!to) return BULK_MESSAGES.invalidTo;
  const times = [fields.fromTime, fields.toTime].map((text) => (text.trim() === '' ? undefined : normalizeTimeText(text)));
  if (times.some((time) => time === null)) return BULK_MESSAGES.invalidTime;
  const selection = {
    from: jalaliToIso(from),
    to: jalaliToIso(to),
    fromTime: times[0] ?? undefined,
    toTime: times[1] ?? undefined,
    typeId: fields.typeId || undefined,
  };
  if (fields.kind === 'remove') return { selection, change: { kind: 'remove' } };
  const target = fields.target.trim() === '' ? null : parseJalaliDateText(fields.target);
  if (fields.target.trim() !== '' && !target) return BULK_MESSAGES.invalidShift;
  const days = target ? inclusiveDayCount(selection.from, jalaliToIso(target)) - 1 : wholeNumber(fields.days);
  return { selection, change: { kind: 'move', days, minutes: wholeNumber(fields.minutes) } };
}

/**
 * Removes or moves a range of slots, of one type or of all: a preview first (what changes, and
 * what stays because it holds a booking), then the change, which the server decides again.
 */
export function BulkChangesPanel({ types, defaultTypeId, month, onChanged }: BulkChangesPanelProps) {
  const change = useService(SCHEDULE_USE_CASES.ChangeSlotsInBulk);
  const [fields, setFields] = useState<Fields>({
    kind: 'remove',
    typeId: defaultTypeId,
    fromTime: '',
    toTime: '',
    days: '',
    minutes: '',
    target: '',
    from: jalaliDateText({ ...month, day: 1 }),
    to: jalaliDateText({ ...month, day: jalaliMonthLength(month.year, month.month) }),
  });
  const [preview, setPreview] = useState<{ request: BulkRequest; outcome: BulkOutcome } | null>(null);
  const [feedback, setFeedback] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (patch: Partial<Fields>) => {
    setFields((current) => ({ ...current, ...patch }));
    setPreview(null);
  };

  const showPreview = async (event: FormEvent) => {
    event.preventDefault();
    const request = requestOf(fields);
    if (typeof request === 'string') return setFeedback({ kind: 'error', text: request });
    setBusy(true);
    const result = await change.preview(request);
    setBusy(false);
    setFeedback(result.ok ? null : { kind: 'error', text: result.message });
    setPreview(result.ok ? { request, outcome: result.value } : null);
  };

  const apply = async () => {
    if (!preview) return;
    setBusy(true);
    const result = await change.apply(preview.request);
    setBusy(false);
    setPreview(null);
    setFeedback({ kind: result.ok ? 'success' : 'error', text: result.message });
    if (result.ok) onChanged();
  };

  return (
    <AppForm onSubmit={(event) => void showPreview(event)} noValidate>
      <Fieldset>
        <legend>تغییر گروهی زمان‌ها</legend>
        <FieldRow>
          <Field>
            کار
            <Select value={fields.kind} onChange={(event) => set({ kind: event.target.value as Fields['kind'] })}>
              <option value="remove">حذف</option>
              <option value="move">جابه‌جایی</option>
            </Select>
          </Field>
          <Field>
            نوع رزرو
            <Select value={fields.typeId} onChange={(event) => set({ typeId: event.target.value })}>
              <option value="">همه نوع‌ها</option>
              {types.map((type) => (
                <option key={type._id} value={type._id}>
                  {type.title}
                </option>
              ))}
            </Select>
          </Field>
        </FieldRow>
        <FieldRow>
          <JalaliRangeFields from={fields.from} to={fields.to} onFromChange={(from) => set({ from })} onToChange={(to) => set({ to })} />
        </FieldRow>
        <FieldRow>
          <Field>
            از ساعت (اختیاری)
            <Input value={fields.fromTime} onChange={(event) => set({ fromTime: event.target.value })} placeholder="۰۹:۰۰" dir="ltr" />
          </Field>
          <Field>
            تا پیش از ساعت (اختیاری)
            <Input value={fields.toTime} onChange={(event) => set({ toTime: event.target.value })} placeholder="۱۲:۰۰" dir="ltr" />
          </Field>
        </FieldRow>
        {fields.kind === 'move' && (
          <FieldRow>
            <Field>
              چند روز
              <Input value={fields.days} onChange={(event) => set({ days: event.target.value })} placeholder="۱ یا -۱" dir="ltr" />
            </Field>
            <Field>
              چند دقیقه
              <Input value={fields.minutes} onChange={(event) => set({ minutes: event.target.value })} placeholder="۳۰" dir="ltr" />
            </Field>
            <Field>
              یا به تاریخ
              <Input value={fields.target} onChange={(event) => set({ target: event.target.value })} placeholder="۱۴۰۵/۰۹/۱۵" dir="ltr" />
            </Field>
          </FieldRow>
        )}
        <Hint>
          زمان‌هایی که رزرو قطعی یا در حال پرداخت دارند هرگز حذف یا جابه‌جا نمی‌شوند. «به تاریخ» روز اول بازه را به آن تاریخ می‌برد و بقیه
          را به همان فاصله.
        </Hint>
        {feedback && <Alert kind={feedback.kind}>{feedback.text}</Alert>}
        {preview && <BulkPreview outcome={preview.outcome} kind={preview.request.change.kind} />}
        <Actions>
          <Button type="submit" $variant="outline" disabled={busy}>
            پیش‌نمایش
          </Button>
          <Button type="button" disabled={busy || !preview || preview.outcome.changedCount === 0} onClick={() => void apply()}>
            اعمال تغییر
          </Button>
        </Actions>
      </Fieldset>
    </AppForm>
  );
}
