import { latinDigits } from '../mobile-number';
import { formatPersianNumber } from '../persian-digits';
import { QUESTION_LIMITS, type AnswerValues, type BookingQuestion, type QuestionKind, type UploadedDocuments } from './booking-question';
import { ANSWER_MESSAGES as M } from './question-messages';

type Read<T> = { ok: true; value: T } | { ok: false; message: string };

/**
 * What a sent answer may be: the form posts text; the app may send a yes/no as true/false, a
 * number as a number, and a document question's answer as the ids of the documents uploaded under it.
 */
export type SentAnswer = string | number | boolean | string[];

interface KindRules<K extends QuestionKind> {
  /** the kind's name in the type form */
  name: string;
  /** reads an answer that is there (not empty); refuses it with a message naming the question */
  readAnswer(question: Extract<BookingQuestion, { kind: K }>, sent: SentAnswer, uploads: UploadedDocuments): Read<AnswerValues[K]>;
  /** the answer as the consultant reads it */
  answerText(answer: AnswerValues[K]): string;
}

const text =
  (max: number) =>
  (question: BookingQuestion, sent: SentAnswer): Read<string> => {
    if (typeof sent !== 'string') return { ok: false, message: M.invalid(question.label) };
    const answer = sent.trim();
    if ([...answer].length > max) return { ok: false, message: M.tooLong(question.label, max) };
    return { ok: true, value: answer };
  };

const YES = ['yes', 'true', 'بله'];
const NO = ['no', 'false', 'خیر'];

/** A number as people type it: Persian or Arabic digits, the Persian decimal and thousands marks. */
function typedNumber(sent: string): number | null {
  const plain = latinDigits(sent.trim())
    .replace(/[٬,\s]/g, '')
    .replace('٫', '.')
    .replace(/^[\u2212]/, '-');
  if (!/^-?(?:[0-9]+(?:\.[0-9]+)?|\.[0-9]+)$/.test(plain)) return null;
  return Number(plain);
}

/** Each kind's rules; a new kind of question is one more entry. */
export const QUESTION_KINDS: { [K in QuestionKind]: KindRules<K> } = {
  'short-text': {
    name: 'متن کوتاه',
    readAnswer: text(QUESTION_LIMITS.shortAnswerMax),
    answerText: (answer) => answer,
  },
  'long-text': {
    name: 'متن بلند',
    readAnswer: text(QUESTION_LIMITS.longAnswerMax),
    answerText: (answer) => answer,
  },
  choice: {
    name: 'یک گزینه از چند گزینه',
    readAnswer: (question, sent) => {
      if (typeof sent !== 'string') return { ok: false, message: M.invalid(question.label) };
      const answer = sent.trim();
      return question.options.includes(answer) ? { ok: true, value: answer } : { ok: false, message: M.notAnOption(question.label) };
    },
    answerText: (answer) => answer,
  },
  'yes-no': {
    name: 'بله / خیر',
    readAnswer: (question, sent) => {
      const said = typeof sent === 'string' ? sent.trim().toLowerCase() : sent;
      if (said === true || YES.includes(said as string)) return { ok: true, value: true };
      if (said === false || NO.includes(said as string)) return { ok: true, value: false };
      return { ok: false, message: M.notYesNo(question.label) };
    },
    answerText: (answer) => (answer ? 'بله' : 'خیر'),
  },
  number: {
    name: 'عدد',
    readAnswer: (question, sent) => {
      const value = typeof sent === 'number' ? sent : typeof sent === 'string' ? typedNumber(sent) : null;
      if (value === null || !Number.isFinite(value)) return { ok: false, message: M.notANumber(question.label) };
      if (Math.abs(value) > QUESTION_LIMITS.numberMax) return { ok: false, message: M.numberTooLarge(question.label) };
      return { ok: true, value };
    },
    answerText: (answer) => formatPersianNumber(answer),
  },
  document: {
    name: 'پیوست پرونده',
    // the ids of the documents uploaded under this very question, each named as it was uploaded
    readAnswer: (question, sent, uploads) => {
      const ids = typeof sent === 'string' ? [sent] : Array.isArray(sent) ? sent : null;
      if (ids === null || !ids.every((id) => typeof id === 'string')) return { ok: false, message: M.invalid(question.label) };
      const unique = [...new Set(ids)];
      if (unique.length > QUESTION_LIMITS.documentsMax) return { ok: false, message: M.documentsTooMany(question.label) };
      const named = unique.map((id) => ({ id, upload: uploads.get(id) }));
      if (named.some(({ upload }) => upload?.questionId !== question.id)) return { ok: false, message: M.documentUnknown(question.label) };
      return { ok: true, value: named.map(({ id, upload }) => ({ id, name: upload!.name })) };
    },
    answerText: (answer) => answer.map((file) => file.name).join('، '),
  },
};

export const QUESTION_KIND_IDS = Object.keys(QUESTION_KINDS) as QuestionKind[];

export function isQuestionKind(kind: unknown): kind is QuestionKind {
  return typeof kind === 'string' && Object.hasOwn(QUESTION_KINDS, kind);
}
