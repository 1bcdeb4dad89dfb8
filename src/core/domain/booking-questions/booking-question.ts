/**
 * What a consultant asks a customer when a type is booked: an ordered list of questions, each of
 * one kind. The kinds are one discriminated union; a kind's own rules (its answer, how the answer
 * reads) live in question-kinds.ts, so a new kind is one more case here and one more entry there.
 */
interface QuestionBase {
  /** stable within its type: answers name their question by it */
  id: string;
  /** the question as the customer reads it */
  label: string;
  /** a Persian line under the field; empty when there is none */
  help: string;
  required: boolean;
}

export type BookingQuestion =
  | (QuestionBase & { kind: 'short-text' })
  | (QuestionBase & { kind: 'long-text' })
  | (QuestionBase & { kind: 'choice'; options: string[] })
  | (QuestionBase & { kind: 'yes-no' })
  | (QuestionBase & { kind: 'number' })
  | (QuestionBase & { kind: 'document' });

export type QuestionKind = BookingQuestion['kind'];

/** What an answer holds, by its question's kind. */
export interface AnswerValues {
  'short-text': string;
  'long-text': string;
  choice: string;
  'yes-no': boolean;
  number: number;
  /** the documents uploaded under the question, each with its file's name as it was when booked */
  document: AttachedDocument[];
}

/** A document named by an answer: its id (the documents module's) and its file's name. */
export interface AttachedDocument {
  id: string;
  name: string;
}

export type AnswerValue = AnswerValues[QuestionKind];

/**
 * One answer as it is kept with the reservation: the question as it was asked (its text and kind)
 * beside the answer, so a later change of the type's questions changes no booking.
 */
export type BookingAnswer = {
  [K in QuestionKind]: { questionId: string; label: string; kind: K; answer: AnswerValues[K] };
}[QuestionKind];

export const QUESTION_LIMITS = {
  questionsMax: 12,
  labelMax: 200,
  helpMax: 300,
  optionsMin: 2,
  optionsMax: 12,
  optionMax: 100,
  idMax: 40,
  shortAnswerMax: 200,
  longAnswerMax: 2000,
  /** numbers as large as a company's yearly figures in rials, and no larger */
  numberMax: 1e15,
  /** documents one answer (and one booking) names at most */
  documentsMax: 20,
} as const;

/**
 * The documents a booking may name in its answers: the customer's uploads made for it, by id,
 * with their names and the question each was uploaded under (null: under none). The booking
 * screen knows its own uploads; the server reads them before it keeps the answers.
 */
export type UploadedDocuments = ReadonlyMap<string, { name: string; questionId: string | null }>;

/** A rule's answer: the value read, or the Persian refusal naming what is wrong. */
export type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };
