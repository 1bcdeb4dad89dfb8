import { addDays, toBusinessWallClock } from '../../../src/core/domain/business-time';
import type { BookableType } from '../../../src/core/domain/reservation-type';

/**
 * One offered type with its slots from `from` (by default Tehran's today) for `days` days: the
 * types list carries no slots, so a test reads the type by id with a range, as the booking screen does.
 */
export async function typeWithSlots(
  baseUrl: string,
  typeId: string,
  from = toBusinessWallClock(Date.now()).date,
  days = 31,
): Promise<BookableType> {
  const answer = await (await fetch(`${baseUrl}/api/reservationtypes/${typeId}?from=${from}&to=${addDays(from, days - 1)}`)).json();
  return (answer.data ?? answer) as BookableType;
}

/** The offered types' ids and prices, in the list's order. */
export async function offeredTypeIds(baseUrl: string): Promise<Array<{ _id: string; price: number }>> {
  return (await (await fetch(`${baseUrl}/api/reservationtypes`)).json()).data;
}
