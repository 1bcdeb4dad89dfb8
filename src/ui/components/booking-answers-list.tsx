import styled from 'styled-components';
import type { BookingAnswer } from '../../core/domain/booking-questions/booking-question';
import { answerText } from '../../core/domain/booking-questions/parse-answers';

export const BOOKING_ANSWERS_TITLE = 'پاسخ‌های مشتری';

const List = styled.dl`
  margin: 0.25rem 0 0;
  display: grid;
  gap: 0.25rem;
  dt {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0 0 0.4rem;
    white-space: pre-line;
    overflow-wrap: anywhere;
  }
`;

/** A booking's answers to its type's questions, each under its question as it was asked. */
export function BookingAnswersList({ answers }: { answers: BookingAnswer[] }) {
  return (
    <List>
      {answers.map((answer) => (
        <div key={answer.questionId}>
          <dt>{answer.label}</dt>
          <dd>{answerText(answer)}</dd>
        </div>
      ))}
    </List>
  );
}
