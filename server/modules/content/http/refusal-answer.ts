import { refusalAnswer } from '../../../http/refusal-answer';
import { ContentRefusal, type ContentRefusalKind } from '../use-cases/refusal';

const STATUS: Record<ContentRefusalKind, number> = {
  invalid: 400,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  'too-large': 413,
  'not-an-image': 415,
};

/** Runs a use case of the module; a refusal becomes the matching HTTP answer with its Persian message. */
export const answering = refusalAnswer(ContentRefusal, STATUS);
