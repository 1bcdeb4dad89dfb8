import type { BookingQuestion, QuestionKind } from '../../../core/domain/booking-questions/booking-question';
import { parseBookingQuestions } from '../../../core/domain/booking-questions/parse-questions';
import { QUESTION_KIND_IDS } from '../../../core/domain/booking-questions/question-kinds';

/**
 * A question as the type form holds it while the consultant types: every field as text, the
 * options kept even when another kind is picked (switching back does not lose them), and a key
 * of its own so React keeps each question's fields (and what is typed in them) through a move.
 */
export interface QuestionDraft {
  key: string;
  /** the stored id of a question already saved; empty for a new one (the core gives it one) */
  id: string;
  label: string;
  kind: QuestionKind;
  help: string;
  required: boolean;
  options: string[];
}

let nextKey = 0;
const newKey = () => `question-${(nextKey += 1)}`;

export function draftsOf(questions: BookingQuestion[] | undefined): QuestionDraft[] {
  return (questions ?? []).map((question) => ({
    key: newKey(),
    id: question.id,
    label: question.label,
    kind: question.kind,
    help: question.help,
    required: question.required,
    options: question.kind === 'choice' ? [...question.options] : ['', ''],
  }));
}

export function emptyDraft(): QuestionDraft {
  return { key: newKey(), id: '', label: '', kind: QUESTION_KIND_IDS[0], help: '', required: false, options: ['', ''] };
}

/** The questions as the type's create/update call sends them; options only for a choice. */
export function sentQuestions(drafts: QuestionDraft[]): unknown[] {
  return drafts.map(({ id, label, kind, help, required, options }) => ({
    ...(id === '' ? {} : { id }),
    label,
    kind,
    help,
    required,
    ...(kind === 'choice' ? { options } : {}),
  }));
}

/**
 * The core's rule run on the list, as the server runs it: the first refusal and the question it
 * belongs to (the first whose list up to it is refused), or null when the list can be saved.
 */
export function firstQuestionProblem(drafts: QuestionDraft[]): { key: string; message: string } | null {
  const sent = sentQuestions(drafts);
  const whole = parseBookingQuestions(sent);
  if (whole.ok) return null;
  const index = sent.findIndex((_, i) => !parseBookingQuestions(sent.slice(0, i + 1)).ok);
  return { key: drafts[Math.max(index, 0)]?.key ?? '', message: whole.message };
}

/** The list with the question at `from` moved one place up (-1) or down (+1). */
export function moved(drafts: QuestionDraft[], from: number, step: -1 | 1): QuestionDraft[] {
  const to = from + step;
  if (to < 0 || to >= drafts.length) return drafts;
  const next = [...drafts];
  [next[from], next[to]] = [next[to], next[from]];
  return next;
}
