import { addDays, toBusinessWallClock } from '../../src/core/domain/business-time';

export interface OfferedTypeSlots {
  _id: string;
  price: number;
  availableDates: Array<{ date: string; timeSlots: Array<{ time: string }> }>;
  offeredDays: string[];
}

/**
 * Every offered type with its slots of the next `days` days (Tehran's calendar from today): the
 * list names the types, and each type's own read (`/api/reservationtypes/{id}?from=&to=`) carries its slots.
 */
export async function offeredTypesWithSlots(baseUrl: string, days = 31): Promise<OfferedTypeSlots[]> {
  const list = (await (await fetch(`${baseUrl}/api/reservationtypes`)).json()) as { data: Array<{ _id: string }> };
  const from = toBusinessWallClock(Date.now()).date;
  const to = addDays(from, days - 1);
  return Promise.all(
    list.data.map(
      async (type) => (await (await fetch(`${baseUrl}/api/reservationtypes/${type._id}?from=${from}&to=${to}`)).json()) as OfferedTypeSlots,
    ),
  );
}
