import { QUESTION_LIMITS as L, type BookingQuestion, type Parsed } from './booking-question';
import { isQuestionKind } from './question-kinds';
import { QUESTION_LIST_MESSAGES as M } from './question-messages';

const ID = /^[a-z0-9][a-z0-9-]*$/;
const length = (text: string) => [...text].length;

/**
 * Reads the consultant's questions as a type form sends them, trimmed, in their order, or says in
 * Persian which one is wrong. Absent is no questions. A question sent without an id gets the first
 * free `q1`, `q2`…, so ids stay unique within the type and an edited question keeps its own.
 * The browser and the server run this same rule.
 */
export function parseBookingQuestions(raw: unknown): Parsed<BookingQuestion[]> {
  if (raw === undefined || raw === null) return { ok: true, value: [] };
  if (!Array.isArray(raw)) return { ok: false, message: M.listInvalid };
  if (raw.length > L.questionsMax) return { ok: false, message: M.tooMany };
  const questions: BookingQuestion[] = [];
  for (const [index, item] of raw.entries()) {
    const parsed = parseQuestion(item, index + 1);
    if (!parsed.ok) return parsed;
    if (questions.some((question) => question.label === parsed.value.label))
      return { ok: false, message: M.labelRepeated(parsed.value.label) };
    if (parsed.value.id !== '' && questions.some((question) => question.id === parsed.value.id)) {
      return { ok: false, message: M.idInvalid(parsed.value.label) };
    }
    questions.push(parsed.value);
  }
  return { ok: true, value: withIds(questions) };
}

function parseQuestion(item: unknown, n: number): Parsed<BookingQuestion> {
  if (!item || typeof item !== 'object' || Array.isArray(item)) return { ok: false, message: M.questionInvalid(n) };
  const body = item as Record<string, unknown>;
  const label = typeof body.label === 'string' ? body.label.trim() : '';
  if (label === '') return { ok: false, message: M.labelRequired(n) };
  if (length(label) > L.labelMax) return { ok: false, message: M.labelTooLong(n) };
  if (!isQuestionKind(body.kind)) return { ok: false, message: M.kindInvalid(label) };
  if (body.help !== undefined && body.help !== null && typeof body.help !== 'string') return { ok: false, message: M.helpInvalid(label) };
  const help = typeof body.help === 'string' ? body.help.trim() : '';
  if (length(help) > L.helpMax) return { ok: false, message: M.helpTooLong(label) };
  if (body.required !== undefined && typeof body.required !== 'boolean') return { ok: false, message: M.requiredInvalid(label) };
  const id = body.id ?? '';
  if (typeof id !== 'string' || (id !== '' && (!ID.test(id) || id.length > L.idMax))) return { ok: false, message: M.idInvalid(label) };
  const base = { id, label, help, required: body.required === true };
  if (body.kind !== 'choice') return { ok: true, value: { ...base, kind: body.kind } };

  const rawOptions = body.options;
  if (!Array.isArray(rawOptions) || !rawOptions.every((option) => typeof option === 'string')) {
    return { ok: false, message: M.optionsTooFew(label) };
  }
  const options = (rawOptions as string[]).map((option) => option.trim());
  if (options.some((option) => option === '')) return { ok: false, message: M.optionEmpty(label) };
  if (options.some((option) => length(option) > L.optionMax)) return { ok: false, message: M.optionTooLong(label) };
  if (options.length < L.optionsMin) return { ok: false, message: M.optionsTooFew(label) };
  if (options.length > L.optionsMax) return { ok: false, message: M.optionsTooMany(label) };
  if (new Set(options).size !== options.length) return { ok: false, message: M.optionRepeated(label) };
  return { ok: true, value: { ...base, kind: 'choice', options } };
}

function withIds(questions: BookingQuestion[]): BookingQuestion[] {
  const taken = new Set(questions.map((question) => question.id));
  let next = 1;
  return questions.map((question) => {
    if (question.id !== '') return question;
    while (taken.has(`q${next}`)) next += 1;
    taken.add(`q${next}`);
    return { ...question, id: `q${next}` };
  });
}
