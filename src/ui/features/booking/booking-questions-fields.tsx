import { useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { bookingFieldStyle } from './booking-field-style';
import type { BookingQuestion } from '../../../core/domain/booking-questions/booking-question';
import { answerOf } from '../../../core/domain/booking-questions/parse-answers';
import { BookingDocumentsField, type BookingUploads } from './booking-documents';

export const BOOKING_QUESTIONS_TITLE = 'پرسش‌های مشاور';
export const REQUIRED_MARK_LABEL = 'الزامی';

const Box = styled.fieldset`
  display: grid;
  gap: 0.8rem;
  margin: 0 0 1rem;
  padding: 0;
  border: 0;
  legend {
    font-weight: 700;
    font-size: 1.1rem;
    margin-bottom: 0.4rem;
    padding: 0;
  }
  .question {
    display: grid;
    gap: 0.25rem;
  }
  .question > label,
  .question > span {
    font-weight: 600;
  }
  input[type='text'],
  textarea,
  select {
    ${bookingFieldStyle}
  }
  textarea {
    min-height: 6rem;
    resize: vertical;
  }
  [aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
  .choices {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem 1rem;
  }
  .choices label {
    display: flex;
    align-items: center;
    gap: 0.4rem;
    min-height: 44px;
  }
  small {
    color: ${({ theme }) => theme.colors.muted};
  }
  abbr {
    color: ${({ theme }) => theme.colors.danger};
    text-decoration: none;
    margin-inline-start: 0.25rem;
  }
  [role='alert'] {
    color: ${({ theme }) => theme.colors.danger};
    margin: 0;
  }
`;

export type TypedAnswers = Record<string, string>;

/** The answers as they go with the pay press: text as typed, a document question's uploads by id. */
export type SentBookingAnswers = Record<string, string | string[]>;

/**
 * What the customer typed to the type's questions, starting from answers restored with a saved
 * choice (and taking them when they arrive later). `forPay` answers what to send with the booking,
 * or null when an answer is refused: each refusal is then shown under its question, in the same
 * Persian the server would answer, and nothing is booked. A document question's answer is what
 * was uploaded under it (`uploads`).
 */
export function useBookingAnswers(questions: BookingQuestion[], restored: TypedAnswers) {
  const [typed, setTyped] = useState<TypedAnswers>(restored);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [seen, setSeen] = useState(restored);
  if (seen !== restored) {
    setSeen(restored);
    setTyped({ ...typed, ...restored });
  }
  const edit = (id: string, value: string) => {
    setTyped({ ...typed, [id]: value });
    if (errors[id]) setErrors(Object.fromEntries(Object.entries(errors).filter(([key]) => key !== id)));
  };
  const forPay = (uploads: BookingUploads): SentBookingAnswers | undefined | null => {
    if (questions.length === 0) return undefined;
    const refused: Record<string, string> = {};
    const sent: SentBookingAnswers = {};
    for (const question of questions) {
      const answer = question.kind === 'document' ? uploads.idsUnder(question.id) : (typed[question.id] ?? '');
      const read = answerOf(question, answer, uploads.known);
      if (read && !read.ok) refused[question.id] = read.message;
      else if (read) sent[question.id] = answer;
    }
    setErrors(refused);
    return Object.keys(refused).length > 0 ? null : sent;
  };
  return { typed, errors, edit, forPay };
}

export interface BookingQuestionsFieldsProps {
  questions: BookingQuestion[];
  typed: TypedAnswers;
  errors: Record<string, string>;
  /** false until the app has taken the page over */
  ready: boolean;
  onEdit(id: string, value: string): void;
  /** the files uploaded on this screen, for the document questions; a visitor is told to sign in first */
  uploads: BookingUploads;
  signedIn: boolean;
}

/** The consultant's questions in the personal-information card, each with its help line, its required mark and its refusal. */
export function BookingQuestionsFields({ questions, typed, errors, ready, onEdit, uploads, signedIn }: BookingQuestionsFieldsProps) {
  const id = useId();
  if (questions.length === 0) return null;
  return (
    <Box disabled={!ready}>
      <legend>{BOOKING_QUESTIONS_TITLE}</legend>
      {questions.map((question) => (
        <QuestionField
          key={question.id}
          question={question}
          fieldId={`${id}-${question.id}`}
          value={typed[question.id] ?? ''}
          // like a typed answer's, a document question's refusal goes once it is answered: a file uploaded under it
          error={question.kind === 'document' && uploads.idsUnder(question.id).length > 0 ? undefined : errors[question.id]}
          onEdit={(value) => onEdit(question.id, value)}
          files={<BookingDocumentsField signedIn={signedIn} uploads={uploads} questionId={question.id} title="" />}
        />
      ))}
    </Box>
  );
}

function QuestionField({
  question,
  fieldId,
  value,
  error,
  onEdit,
  files,
}: {
  question: BookingQuestion;
  fieldId: string;
  value: string;
  error: string | undefined;
  onEdit(value: string): void;
  /** the picker a document question shows */
  files: ReactNode;
}) {
  const helpId = `${fieldId}-help`;
  const errorId = `${fieldId}-error`;
  const describedBy = [error ? errorId : '', question.help ? helpId : ''].filter(Boolean).join(' ') || undefined;
  const name = `answers.${question.id}`;
  const aria = {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    'aria-required': question.required || undefined,
  } as const;
  const common = { name, ...aria };
  const label = (
    <>
      {question.label}
      {question.required && (
        <abbr title={REQUIRED_MARK_LABEL} aria-label={REQUIRED_MARK_LABEL}>
          *
        </abbr>
      )}
    </>
  );
  // the help line and the refusal under every kind of field
  const below = (
    <>
      {question.help && <small id={helpId}>{question.help}</small>}
      {error && (
        <p id={errorId} role="alert">
          {error}
        </p>
      )}
    </>
  );
  const choices = (options: Array<[string, string]>) => (
    <div className="question" role="radiogroup" aria-labelledby={`${fieldId}-label`} {...aria}>
      <span id={`${fieldId}-label`}>{label}</span>
      <div className="choices">
        {options.map(([option, text]) => (
          <label key={option}>
            <input type="radio" name={name} value={option} checked={value === option} onChange={() => onEdit(option)} />
            {text}
          </label>
        ))}
      </div>
      {below}
    </div>
  );
  if (question.kind === 'document')
    return (
      <div className="question" role="group" aria-labelledby={`${fieldId}-label`} {...aria}>
        <span id={`${fieldId}-label`}>{label}</span>
        {question.help && <small id={helpId}>{question.help}</small>}
        {files}
        {error && (
          <p id={errorId} role="alert">
            {error}
          </p>
        )}
      </div>
    );
  if (question.kind === 'choice') return choices(question.options.map((option) => [option, option]));
  if (question.kind === 'yes-no')
    return choices([
      ['yes', 'بله'],
      ['no', 'خیر'],
    ]);
  return (
    <div className="question">
      <label htmlFor={fieldId}>{label}</label>
      {question.kind === 'long-text' ? (
        <textarea id={fieldId} value={value} onChange={(event) => onEdit(event.target.value)} {...common} />
      ) : (
        <input
          id={fieldId}
          type="text"
          value={value}
          inputMode={question.kind === 'number' ? 'decimal' : undefined}
          dir={question.kind === 'number' ? 'ltr' : undefined}
          onChange={(event) => onEdit(event.target.value)}
          {...common}
        />
      )}
      {below}
    </div>
  );
}
