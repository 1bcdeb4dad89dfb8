import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import {
  CONTACT_FORM_ANSWER_KEY,
  CONTACT_KIND_LABELS,
  CONTACT_KINDS,
  CONTACT_NAME_MAX,
  CONTACT_PATH,
  CONTACT_TEXT_MAX,
  CONTACT_TRAP_FIELD,
  contactReceipt,
  isContactFormAnswer,
  type ContactField,
  type ContactFormInput,
} from '../../../core/domain/contact-message';
import { PRACTICE_USE_CASES } from '../../../core/use-cases/practice/practice-tokens';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { Field, Fieldset, FieldRow, Hint, Input, TextArea } from '../../components/form-styles';
import { useFirstData } from '../../first-data/first-data-context';
import { useService } from '../../services/services-context';
import { CONTACT_TEXTS } from './contact-texts';

/** Off-screen, not display:none (which some robots skip): people and screen readers never meet it. */
const Trap = styled.div`
  position: absolute;
  left: -10000px;
  width: 1px;
  height: 1px;
  overflow: hidden;
`;

const Problem = styled.span`
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
  font-size: 0.9rem;
`;

const Kinds = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1.5rem;
  label {
    display: inline-flex;
    align-items: center;
    gap: 0.4rem;
    min-height: 44px;
    font-weight: 600;
  }
  input {
    width: 1.2rem;
    height: 1.2rem;
  }
`;

const Form = styled.form`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: 0.9rem;
  max-width: 40rem;
`;

type Problems = Partial<Record<ContactField, string>>;

const read = (form: HTMLFormElement): ContactFormInput & { website: string } => {
  const fields = new FormData(form);
  const text = (name: string) => String(fields.get(name) ?? '');
  return {
    name: text('name'),
    mobile: text('mobile'),
    email: text('email'),
    kind: text('kind'),
    text: text('text'),
    website: text(CONTACT_TRAP_FIELD),
  };
};

function ProblemOf({ id, problem }: { id: string; problem?: string }): ReactNode {
  return problem ? <Problem id={id}>{problem}</Problem> : null;
}

/**
 * The message form of /contact. It posts to /contact, so it works before the app takes the page
 * over (the server answers the page with the result); once the app runs, it sends through the
 * use case and shows each field's problem beside it. Fields keep what was typed: they are read
 * from the form when it is sent, never reset by a re-render.
 */
export function ContactForm() {
  const sendContactMessage = useService(PRACTICE_USE_CASES.SendContactMessage);
  const served = useFirstData<unknown>(CONTACT_FORM_ANSWER_KEY);
  const answer = isContactFormAnswer(served) ? served : null;
  const typed = answer && !answer.sent ? answer.form : null;
  const [receipt, setReceipt] = useState<string | null>(answer?.sent ? contactReceipt(answer.kind, answer.trackingNumber) : null);
  const [error, setError] = useState<string | null>(answer && !answer.sent ? answer.error : null);
  const [problems, setProblems] = useState<Problems>({});
  const [busy, setBusy] = useState(false);
  const id = useId();
  // the answer shows above the form: on a phone the sender is at its button, far below
  const answerArea = useRef<HTMLDivElement>(null);
  const [answered, setAnswered] = useState(0);
  useEffect(() => {
    if (answered === 0) return;
    answerArea.current?.scrollIntoView?.({ block: 'center' });
    answerArea.current?.focus({ preventScroll: true });
  }, [answered]);
  const problemId = (field: ContactField) => `${id}-${field}-problem`;
  const described = (field: ContactField, hint?: string) =>
    [hint, problems[field] ? problemId(field) : undefined].filter(Boolean).join(' ') || undefined;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    const { website, ...fields } = read(form);
    setBusy(true);
    setError(null);
    setReceipt(null);
    const result = await sendContactMessage.execute(fields, website);
    setBusy(false);
    if (!('problems' in result)) setAnswered((count) => count + 1);
    if (result.ok) {
      setProblems({});
      setReceipt(result.message);
      form.reset();
    } else if ('problems' in result) setProblems(result.problems);
    else {
      setProblems({});
      setError(result.message);
    }
  };

  return (
    <>
      <div ref={answerArea} tabIndex={-1}>
        {receipt && <Alert kind="success">{receipt}</Alert>}
        {error && <Alert kind="error">{error}</Alert>}
      </div>
      <Form method="post" action={CONTACT_PATH} onSubmit={(event) => void onSubmit(event)} noValidate aria-label={CONTACT_TEXTS.formLabel}>
        <Field>
          {CONTACT_TEXTS.name}
          <Input
            name="name"
            autoComplete="name"
            maxLength={CONTACT_NAME_MAX}
            defaultValue={typed?.name}
            aria-invalid={problems.name ? true : undefined}
            aria-describedby={described('name')}
          />
        </Field>
        <ProblemOf id={problemId('name')} problem={problems.name} />
        <FieldRow>
          <Field>
            {CONTACT_TEXTS.mobile}
            <Input
              name="mobile"
              type="tel"
              dir="ltr"
              inputMode="tel"
              autoComplete="tel"
              maxLength={40}
              defaultValue={typed?.mobile}
              aria-invalid={problems.replyTo ? true : undefined}
              aria-describedby={described('replyTo', `${id}-reply-hint`)}
            />
          </Field>
          <Field>
            {CONTACT_TEXTS.email}
            <Input
              name="email"
              type="email"
              dir="ltr"
              inputMode="email"
              autoComplete="email"
              maxLength={320}
              defaultValue={typed?.email}
              aria-invalid={problems.replyTo ? true : undefined}
              aria-describedby={described('replyTo', `${id}-reply-hint`)}
            />
          </Field>
        </FieldRow>
        <Hint id={`${id}-reply-hint`}>{CONTACT_TEXTS.replyToHint}</Hint>
        <ProblemOf id={problemId('replyTo')} problem={problems.replyTo} />
        <Fieldset>
          <legend>{CONTACT_TEXTS.kind}</legend>
          <Kinds>
            {CONTACT_KINDS.map((kind) => (
              <label key={kind}>
                <input type="radio" name="kind" value={kind} defaultChecked={(typed?.kind || 'message') === kind} />
                {CONTACT_KIND_LABELS[kind]}
              </label>
            ))}
          </Kinds>
          <ProblemOf id={problemId('kind')} problem={problems.kind} />
        </Fieldset>
        <Field>
          {CONTACT_TEXTS.text}
          <TextArea
            name="text"
            rows={6}
            maxLength={CONTACT_TEXT_MAX}
            defaultValue={typed?.text}
            aria-invalid={problems.text ? true : undefined}
            aria-describedby={described('text')}
          />
        </Field>
        <ProblemOf id={problemId('text')} problem={problems.text} />
        <Trap aria-hidden="true">
          <label>
            {CONTACT_TEXTS.trap}
            <input name={CONTACT_TRAP_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
          </label>
        </Trap>
        <div>
          <Button type="submit" disabled={busy}>
            {busy ? CONTACT_TEXTS.sending : CONTACT_TEXTS.send}
          </Button>
        </div>
      </Form>
    </>
  );
}
