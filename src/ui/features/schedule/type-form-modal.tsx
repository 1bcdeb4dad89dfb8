import { useEffect, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { AdminReservationType } from '../../../core/domain/reservation-type-admin';
import { toLatinDigits } from '../../../core/domain/jalali-date-text';
import { toPersianDigits } from '../../../core/domain/persian-digits';
import { DEFAULT_SESSION_MINUTES } from '../../../core/domain/session-length';
import { Modal } from '../../components/modal';
import { Button } from '../../components/button';
import { Alert } from '../../components/alert';
import { sessionDraftOf, SessionPlaceFields, type SessionDraft } from './session-place-fields';
import { draftsOf, firstQuestionProblem, sentQuestions, type QuestionDraft } from './question-drafts';
import { QuestionListEditor } from './question-list-editor';
import { Actions, Field, FieldRow, FormStack, Hint, Input, TextArea } from '../../components/form-styles';

export interface TypeFields {
  title: string;
  description: string;
  price: number;
  includedServices: string[];
  displayOrder: number;
  session: SessionDraft;
  durationMinutes: number;
  bufferMinutes: number;
  popular: boolean;
  /** the goods/service ID as typed; empty for none */
  taxServiceId: string;
  /** the questions as the type's create/update call sends them, already passed by the core's rule */
  questions: unknown[];
}

interface TypeFormModalProps {
  open: boolean;
  /** the type being edited; null adds a new one */
  editing: AdminReservationType | null;
  busy: boolean;
  error: string | null;
  onSave: (fields: TypeFields) => void;
  onClose: () => void;
}

export const POPULAR_CHECKBOX_LABEL = 'نشان «پرطرفدار» روی کارت این نوع (فقط یک نوع؛ نوع دیگری که آن را دارد برداشته می‌شود)';

const CheckLabel = styled.label`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  font-weight: 600;
`;

/** Digits typed in any script, with or without thousands separators; NaN when it is not a whole number. */
function readWholeNumber(text: string): number {
  const plain = toLatinDigits(text).replace(/[,\u066C\u060C\s]/g, '');
  return /^\d+$/.test(plain) ? Number(plain) : Number.NaN;
}

/** Adds or edits a reservation type: title, description, price in tomans, order, session length and rest, the popular mark, included services, how its sessions happen, the questions asked when it is booked. */
export function TypeFormModal({ open, editing, busy, error, onSave, onClose }: TypeFormModalProps) {
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [price, setPrice] = useState('');
  const [services, setServices] = useState('');
  const [order, setOrder] = useState('');
  const [session, setSession] = useState(sessionDraftOf(undefined));
  const [duration, setDuration] = useState('');
  const [buffer, setBuffer] = useState('');
  const [popular, setPopular] = useState(false);
  const [serviceId, setServiceId] = useState('');
  const [questions, setQuestions] = useState<QuestionDraft[]>([]);
  const [questionProblem, setQuestionProblem] = useState<{ key: string; message: string } | null>(null);

  useEffect(() => {
    if (!open) return;
    setTitle(editing?.title ?? '');
    setDescription(editing?.description ?? '');
    setPrice(editing ? toPersianDigits(editing.price) : '');
    setServices(editing?.includedServices.join('\n') ?? '');
    setOrder(editing ? toPersianDigits(editing.displayOrder) : '۰');
    setSession(sessionDraftOf(editing?.session));
    setDuration(toPersianDigits(editing?.durationMinutes ?? DEFAULT_SESSION_MINUTES));
    setBuffer(toPersianDigits(editing?.bufferMinutes ?? 0));
    setPopular(editing?.popular ?? false);
    setServiceId(editing?.taxServiceId ? toPersianDigits(editing.taxServiceId) : '');
    setQuestions(draftsOf(editing?.questions));
    setQuestionProblem(null);
  }, [open, editing]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = firstQuestionProblem(questions);
    setQuestionProblem(problem);
    if (problem) return;
    onSave({
      title,
      description,
      price: readWholeNumber(price),
      // Blank lines only space the list out; they are not services.
      includedServices: services
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line !== ''),
      displayOrder: order.trim() === '' ? 0 : readWholeNumber(order),
      session,
      durationMinutes: readWholeNumber(duration),
      bufferMinutes: buffer.trim() === '' ? 0 : readWholeNumber(buffer),
      popular,
      taxServiceId: serviceId,
      questions: sentQuestions(questions),
    });
  };

  return (
    <Modal open={open} title={editing ? 'ویرایش نوع رزرو' : 'افزودن نوع رزرو'} onClose={onClose}>
      <FormStack onSubmit={submit} noValidate>
        <Field>
          عنوان
          <Input value={title} onChange={(event) => setTitle(event.target.value)} required maxLength={120} />
        </Field>
        <Field>
          توضیحات
          <TextArea value={description} onChange={(event) => setDescription(event.target.value)} maxLength={2000} />
        </Field>
        <FieldRow>
          <Field>
            قیمت (تومان)
            <Input value={price} onChange={(event) => setPrice(event.target.value)} inputMode="numeric" dir="ltr" />
            <Hint>صفر یعنی رایگان</Hint>
          </Field>
          <Field>
            ترتیب نمایش
            <Input value={order} onChange={(event) => setOrder(event.target.value)} inputMode="numeric" dir="ltr" />
            <Hint>عدد کوچک‌تر، جلوتر نمایش داده می‌شود</Hint>
          </Field>
        </FieldRow>
        <FieldRow>
          <Field>
            مدت جلسه (دقیقه)
            <Input value={duration} onChange={(event) => setDuration(event.target.value)} inputMode="numeric" dir="ltr" />
            <Hint>از ۵ تا ۴۸۰ دقیقه؛ به مشتری نشان داده می‌شود</Hint>
          </Field>
          <Field>
            استراحت پس از جلسه (دقیقه)
            <Input value={buffer} onChange={(event) => setBuffer(event.target.value)} inputMode="numeric" dir="ltr" />
            <Hint>از ۰ تا ۲۴۰ دقیقه؛ در این فاصله جلسه دیگری رزرو نمی‌شود</Hint>
          </Field>
        </FieldRow>
        <CheckLabel>
          <input type="checkbox" checked={popular} onChange={(event) => setPopular(event.target.checked)} />
          {POPULAR_CHECKBOX_LABEL}
        </CheckLabel>
        <Field>
          خدمات شامل
          <TextArea value={services} onChange={(event) => setServices(event.target.value)} />
          <Hint>هر خدمت در یک خط</Hint>
        </Field>
        <SessionPlaceFields draft={session} onChange={setSession} />
        <Field>
          شناسهٔ کالا/خدمت (سامانهٔ مودیان)
          <Input value={serviceId} onChange={(event) => setServiceId(event.target.value)} inputMode="numeric" dir="ltr" maxLength={40} />
          <Hint>اختیاری؛ ۱۳ رقم، برای صورت‌حساب رسمی. به مشتریان نشان داده نمی‌شود</Hint>
        </Field>
        <QuestionListEditor
          drafts={questions}
          problem={questionProblem}
          onChange={(next) => {
            setQuestions(next);
            setQuestionProblem(null);
          }}
        />
        {questionProblem && <Alert kind="error">{questionProblem.message}</Alert>}
        {error && <Alert kind="error">{error}</Alert>}
        <Actions>
          <Button type="button" $variant="outline" onClick={onClose}>
            انصراف
          </Button>
          <Button type="submit" disabled={busy}>
            ذخیره
          </Button>
        </Actions>
      </FormStack>
    </Modal>
  );
}
