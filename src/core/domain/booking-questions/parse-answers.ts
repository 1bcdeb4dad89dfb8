import type { AnswerValue, BookingAnswer, BookingQuestion, Parsed, QuestionKind, UploadedDocuments } from './booking-question';
import { QUESTION_KINDS, type SentAnswer } from './question-kinds';
import { ANSWER_MESSAGES as M } from './question-messages';

/** Answers as they are sent: by question id. */
export type SentAnswers = Record<string, SentAnswer | null | undefined>;

const isEmpty = (sent: SentAnswer | null | undefined) =>
  sent === undefined || sent === null || (typeof sent === 'string' && sent.trim() === '') || (Array.isArray(sent) && sent.length === 0);

const NO_UPLOADS: UploadedDocuments = new Map();

/**
 * Reads a customer's answers against a type's questions, in the questions' order, each kept with
 * its question's text and kind; or the first refusal, naming its question. An empty answer to an
 * optional question is no answer (nothing is kept for it); an answer to a question the type no
 * longer asks is ignored. A document question's answer names documents among `uploads` that were
 * uploaded under it. The booking screen and the server run this same rule.
 */
export function parseBookingAnswers(
  questions: BookingQuestion[],
  sent: SentAnswers | undefined,
  uploads: UploadedDocuments = NO_UPLOADS,
): Parsed<BookingAnswer[]> {
  const answers: BookingAnswer[] = [];
  for (const question of questions) {
    const problem = answerOf(question, sent?.[question.id], uploads);
    if (problem === null) continue;
    if (!problem.ok) return problem;
    answers.push(problem.value);
  }
  return { ok: true, value: answers };
}

/** One question's answer, its refusal, or null when it was rightly left empty. */
export function answerOf(
  question: BookingQuestion,
  sent: SentAnswer | null | undefined,
  uploads: UploadedDocuments = NO_UPLOADS,
): Parsed<BookingAnswer> | null {
  if (isEmpty(sent)) return question.required ? { ok: false, message: M.required(question.label) } : null;
  const read = rulesOf(question.kind).readAnswer(question, sent as SentAnswer, uploads);
  if (!read.ok) return read;
  return { ok: true, value: { questionId: question.id, label: question.label, kind: question.kind, answer: read.value } as BookingAnswer };
}

/** A kept answer as the consultant reads it (بله/خیر, a number in Persian digits, the text). */
export function answerText(answer: BookingAnswer): string {
  return rulesOf(answer.kind).answerText(answer.answer);
}

/** Each entry of the table is typed by its kind; here the question and its kind's rules are matched by the kind itself. */
function rulesOf(kind: QuestionKind) {
  return QUESTION_KINDS[kind] as unknown as {
    readAnswer(question: BookingQuestion, sent: SentAnswer, uploads: UploadedDocuments): Parsed<AnswerValue>;
    answerText(answer: AnswerValue): string;
  };
}
