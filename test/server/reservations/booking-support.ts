import type { AppDatabase } from '../../../server/db/database';

/** A reservation type of its own with the given slots, so each test knows exactly what is offered. */
export async function insertType(
  db: AppDatabase,
  options: {
    price?: number;
    active?: boolean;
    durationMinutes?: number;
    bufferMinutes?: number;
    slots: Array<[date: string, time: string]>;
  },
): Promise<string> {
  const type = await db
    .insertInto('reservation_types')
    .values({
      title: 'مشاوره آزمایشی',
      description: 'برای آزمون',
      price: options.price ?? 1500000,
      included_services: JSON.stringify(['جلسه']),
      is_active: options.active ?? true,
      ...(options.durationMinutes === undefined ? {} : { duration_minutes: options.durationMinutes }),
      ...(options.bufferMinutes === undefined ? {} : { buffer_minutes: options.bufferMinutes }),
      updated_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (options.slots.length > 0) {
    await db
      .insertInto('time_slots')
      .values(options.slots.map(([date, time]) => ({ reservation_type_id: type.id, date, time })))
      .execute();
  }
  return type.id;
}

export function bookRequest(url: string, cookie: string | null, body: unknown): Promise<Response> {
  return fetch(`${url}/api/reservations/book`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}
