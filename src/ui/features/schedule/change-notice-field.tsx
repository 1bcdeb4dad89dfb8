import { useEffect, useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { MAX_CHANGE_NOTICE_HOURS } from '../../../core/domain/customer-change';
import { TOKENS } from '../../../core/ports/tokens';
import { useService } from '../../services/services-context';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { Field, Input } from '../../components/form-styles';

export const CHANGE_NOTICE_LABEL = 'مهلت لغو و تغییر زمان توسط مشتری (ساعت پیش از جلسه)';
const HINT = 'مشتری تا این مدت پیش از جلسه می‌تواند رزرو خود را لغو کند یا به زمان آزاد دیگری ببرد.';

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 0.75rem;
  margin: 0 0 1.25rem;
  label { flex: 0 1 22rem; }
  small { font-weight: 400; color: ${({ theme }) => theme.colors.muted}; }
`;

/** The consultant's notice for customers' cancellations and moves: one number, saved on its own. */
export function ChangeNoticeField() {
  const load = useService(TOKENS.LoadChangeNotice);
  const save = useService(TOKENS.SetChangeNotice);
  const hintId = useId();
  const [hours, setHours] = useState<string | null>(null);
  const [feedback, setFeedback] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    void load.execute().then((outcome) => (outcome.ok ? setHours(String(outcome.value)) : setFeedback({ kind: 'error', text: outcome.message })));
  }, [load]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const outcome = await save.execute(hours ?? '');
    setBusy(false);
    setFeedback({ kind: outcome.ok ? 'success' : 'error', text: outcome.message });
  };

  if (hours === null) return feedback ? <Alert kind="error">{feedback.text}</Alert> : null;
  return (
    <Form noValidate onSubmit={(event) => void submit(event)}>
      <Field>
        {CHANGE_NOTICE_LABEL}
        <Input type="number" inputMode="numeric" min={0} max={MAX_CHANGE_NOTICE_HOURS} step={1} value={hours} aria-describedby={hintId} onChange={(event) => setHours(event.target.value)} />
        <small id={hintId}>{HINT}</small>
      </Field>
      <Button type="submit" $variant="outline" disabled={busy}>ذخیره مهلت</Button>
      {feedback && <Alert kind={feedback.kind}>{feedback.text}</Alert>}
    </Form>
  );
}
