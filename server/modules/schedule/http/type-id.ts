import { notFound } from '../../../http/api-error';
import { isUuid } from '../../../http/ids';
import { RESERVATION_TYPE_NOT_FOUND } from '../schedule-messages';

/** A type id from the path: ids are UUIDs, so anything else names no type and is answered without asking. */
export function typeIdOf(params: { id: string }): string {
  if (!isUuid(params.id)) throw notFound(RESERVATION_TYPE_NOT_FOUND);
  return params.id;
}
