import { DAYS_OFF_MESSAGES } from '../../../src/core/domain/day-off';
import { jsonClient } from '../support/json-client';
import { offeredOn, slotsOnBothTypes, startDaysOffWorld, type DaysOffWorld } from './days-off-support';

/** Sessions have lengths: closed hours take away every slot whose session overlaps them, not only those starting inside. */
describe('closed hours and sessions of different lengths', () => {
  let world: DaysOffWorld;

  beforeAll(async () => {
    world = await startDaysOffWorld();
    // مشاوره مالی تخصصی lasts the default hour; مشاوره مالیاتی 45 minutes with half an hour of rest after
    await world.server.db
      .updateTable('reservation_types')
      .set({ duration_minutes: 45, buffer_minutes: 30 })
      .where('id', '=', world.types.tax)
      .execute();
  });
  afterAll(async () => world.close());

  it('takes away a slot whose session runs into the closed hours, and keeps those that end as they begin or begin as they end', async () => {
    await slotsOnBothTypes(
      world,
      ['10:30', '11:00', '11:15', '11:30', '15:00'].map((time) => ({ date: '2026-03-16', time })),
    );
    expect((await world.admin('POST', '/api/admin/days-off', { fromDate: '2026-03-16', fromTime: '12:00', toTime: '15:00' })).status).toBe(
      201,
    );
    expect(await offeredOn(world, '2026-03-16')).toEqual({
      'مشاوره مالی تخصصی': ['10:30', '11:00', '15:00'],
      // the rest after a session may fall in closed hours
      'مشاوره مالیاتی': ['10:30', '11:00', '11:15', '15:00'],
    });
  });

  it('refuses to book a session that would run into the closed hours', async () => {
    await slotsOnBothTypes(world, [
      { date: '2026-03-17', time: '08:30' },
      { date: '2026-03-17', time: '08:15' },
    ]);
    await world.admin('POST', '/api/admin/days-off', { fromDate: '2026-03-17', fromTime: '09:00', toTime: '10:00' });
    const customer = jsonClient(world.server.url, world.customer.cookie);
    const refused = await customer('POST', '/api/reservations/book', {
      reservationTypeId: world.types.consultation,
      date: '2026-03-17',
      timeSlot: '08:30',
    });
    expect(refused).toMatchObject({ status: 400, body: { message: DAYS_OFF_MESSAGES.closed } });
    expect(await world.server.db.selectFrom('reservations').select('id').where('date', '=', '2026-03-17').execute()).toEqual([]);
    expect(
      (await customer('POST', '/api/reservations/book', { reservationTypeId: world.types.tax, date: '2026-03-17', timeSlot: '08:15' }))
        .status,
    ).toBe(201);
  });
});
