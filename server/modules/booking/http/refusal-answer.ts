import { refusalAnswer } from '../../../http/refusal-answer';
import { Refusal, type RefusalKind } from '../use-cases/refusal';

const STATUS: Record<RefusalKind, number> = {
  invalid: 400,
  'not-found': 404,
  forbidden: 403,
  conflict: 409,
  unavailable: 502,
  'too-many': 429,
};

/** Runs a use case of the module; a refusal becomes the matching HTTP answer with its Persian message. */
export const answering = refusalAnswer(Refusal, STATUS);
