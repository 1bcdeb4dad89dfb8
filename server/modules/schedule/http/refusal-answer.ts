import { notFound } from '../../../http/api-error';
import { refusalAnswer } from '../../../http/refusal-answer';
import { isUuid } from '../../../http/ids';
import { RESERVATION_TYPE_NOT_FOUND } from '../schedule-messages';
import { Refusal, type RefusalKind } from '../use-cases/refusal';

const STATUS: Record<RefusalKind, number> = { invalid: 400, 'not-found': 404, conflict: 409 };

/** Runs a use case of the module; a refusal becomes the matching HTTP answer with its Persian message. */
export const answering = refusalAnswer(Refusal, STATUS);

/** A type id from the path: ids are UUIDs, so anything else names no type and is answered without asking. */
export function typeIdOf(params: { id: string }): string {
  if (!isUuid(params.id)) throw notFound(RESERVATION_TYPE_NOT_FOUND);
  return params.id;
}
