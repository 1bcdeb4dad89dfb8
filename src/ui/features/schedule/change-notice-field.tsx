import { useCallback, useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { BOOKING_NOTICE_MINUTES } from '../../../core/domain/booking-notice';
import { MAX_CHANGE_NOTICE_HOURS } from '../../../core/domain/customer-change';
import type { Outcome } from '../../../core/domain/outcome';
import { BOOKING_USE_CASES } from '../../../core/use-cases/booking/booking-tokens';
import { useService } from '../../services/services-context';
import { useLoaded } from '../../services/use-loaded';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { Field, Input } from '../../components/form-styles';

export const CHANGE_NOTICE_LABEL = 'مهلت لغو و تغییر زمان توسط مشتری (ساعت پیش از جلسه)';
export const BOOKING_NOTICE_LABEL = 'حداقل فاصله رزرو تا شروع جلسه (دقیقه)';

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 0.75rem;
  margin: 0 0 1.25rem;
  label {
    flex: 0 1 22rem;
  }
  small {
    font-weight: 400;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

interface NoticeFieldProps {
  label: string;
  hint: string;
  max: number;
  button: string;
  load: { execute(): Promise<Outcome<number>> };
  save: { execute(raw: unknown): Promise<Outcome<number>> };
}

/** One of the consultant's notices: one number, saved on its own. */
function NoticeField({ label, hint, max, button, load, save }: NoticeFieldProps) {
  const hintId = useId();
  const saved = useLoaded(useCallback(() => load.execute(), [load]));
  // what the consultant has typed, once they have typed; until then the number read
  const [typed, setTyped] = useState<string | null>(null);
  const value = typed ?? (saved.value === null ? null : String(saved.value));
  const [feedback, setFeedback] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const outcome = await save.execute(value ?? '');
    setBusy(false);
    setFeedback({ kind: outcome.ok ? 'success' : 'error', text: outcome.message });
  };

  if (value === null) return saved.error ? <Alert kind="error">{saved.error}</Alert> : null;
  return (
    <Form noValidate onSubmit={(event) => void submit(event)}>
      <Field>
        {label}
        <Input
          type="number"
          inputMode="numeric"
          min={0}
          max={max}
          step={1}
          value={value}
          aria-describedby={hintId}
          onChange={(event) => setTyped(event.target.value)}
        />
        <small id={hintId}>{hint}</small>
      </Field>
      <Button type="submit" $variant="outline" disabled={busy}>
        {button}
      </Button>
      {feedback && <Alert kind={feedback.kind}>{feedback.text}</Alert>}
    </Form>
  );
}

/** The consultant's notice for customers' cancellations and moves. */
export function ChangeNoticeField() {
  return (
    <NoticeField
      label={CHANGE_NOTICE_LABEL}
      hint="مشتری تا این مدت پیش از جلسه می‌تواند رزرو خود را لغو کند یا به زمان آزاد دیگری ببرد."
      max={MAX_CHANGE_NOTICE_HOURS}
      button="ذخیره مهلت"
      load={useService(BOOKING_USE_CASES.LoadChangeNotice)}
      save={useService(BOOKING_USE_CASES.SetChangeNotice)}
    />
  );
}

/** The consultant's minimum notice: how soon before a session it may still be booked. */
export function BookingNoticeField() {
  return (
    <NoticeField
      label={BOOKING_NOTICE_LABEL}
      hint="زمان‌هایی که زودتر از این مدت شروع می‌شوند به مشتری پیشنهاد نمی‌شوند و رزرو یا جابه‌جایی به آن‌ها پذیرفته نمی‌شود."
      max={BOOKING_NOTICE_MINUTES.max}
      button="ذخیره حداقل فاصله"
      load={useService(BOOKING_USE_CASES.LoadBookingNotice)}
      save={useService(BOOKING_USE_CASES.SetBookingNotice)}
    />
  );
}
