import { DAYS_OFF_MESSAGES } from '../../../src/core/domain/day-off';
import { insertReservation } from '../support/insert-reservation';
import { jsonClient } from '../support/json-client';
import { daysOffRows, offeredOn, slotsOnBothTypes, startDaysOffWorld, type DaysOffWorld } from './days-off-support';

const BOTH = ['مشاوره مالی تخصصی', 'مشاوره مالیاتی'];
const offeredTimes = (times: string[]) => Object.fromEntries(BOTH.map((title) => [title, times]));

describe('days off: the consultant closes time for every type', () => {
  let world: DaysOffWorld;

  beforeAll(async () => {
    world = await startDaysOffWorld();
  });
  afterAll(async () => world.close());

  it('takes a closed range off every type’s offers, lists the live bookings inside it, and gives it back when reopened', async () => {
    await slotsOnBothTypes(
      world,
      ['2026-03-10', '2026-03-11', '2026-03-12'].flatMap((date) => [
        { date, time: '10:00' },
        { date, time: '16:00' },
      ]),
    );
    const booked = await insertReservation(world.server.db, {
      typeId: world.types.tax,
      userId: world.customer.id,
      date: '2026-03-11',
      time: '16:00',
      status: 'confirmed',
    });
    await insertReservation(world.server.db, {
      typeId: world.types.tax,
      userId: world.customer.id,
      date: '2026-03-10',
      time: '10:00',
      status: 'cancelled',
    });
    expect(await offeredOn(world, '2026-03-11')).toEqual(offeredTimes(['10:00', '16:00']));

    const closed = await world.admin('POST', '/api/admin/days-off', { fromDate: '2026-03-10', toDate: '2026-03-11', reason: 'سفر کاری' });
    expect(closed).toMatchObject({ status: 201, body: { success: true, message: DAYS_OFF_MESSAGES.added } });
    const expected = {
      fromDate: '2026-03-10',
      toDate: '2026-03-11',
      fromTime: null,
      toTime: null,
      reason: 'سفر کاری',
      affected: [
        { _id: booked, customerName: 'سارا احمدی', typeTitle: 'مشاوره مالیاتی', date: '2026-03-11', time: '16:00', status: 'confirmed' },
      ],
    };
    expect(closed.body.dayOff).toMatchObject(expected);
    expect(await offeredOn(world, '2026-03-10')).toEqual(offeredTimes([]));
    expect(await offeredOn(world, '2026-03-11')).toEqual(offeredTimes([]));
    expect(await offeredOn(world, '2026-03-12')).toEqual(offeredTimes(['10:00', '16:00']));
    const list = await world.admin('GET', '/api/admin/days-off');
    expect(list.body.daysOff).toEqual([expect.objectContaining(expected)]);

    expect(await world.admin('DELETE', `/api/admin/days-off/${closed.body.dayOff._id}`)).toMatchObject({
      status: 200,
      body: { message: DAYS_OFF_MESSAGES.removed },
    });
    expect(await offeredOn(world, '2026-03-10')).toEqual(offeredTimes(['10:00', '16:00']));
  });

  it('closes only the slots inside part of a day', async () => {
    await slotsOnBothTypes(
      world,
      ['09:00', '12:00', '14:30', '15:00', '18:00'].map((time) => ({ date: '2026-03-15', time })),
    );
    const closed = await world.admin('POST', '/api/admin/days-off', { fromDate: '2026-03-15', fromTime: '12:00', toTime: '15:00' });
    expect(closed.status).toBe(201);
    expect(closed.body.dayOff).toMatchObject({
      fromDate: '2026-03-15',
      toDate: '2026-03-15',
      fromTime: '12:00',
      toTime: '15:00',
      reason: '',
    });
    expect(await offeredOn(world, '2026-03-15')).toEqual(offeredTimes(['09:00', '15:00', '18:00']));
  });

  it('refuses to book a closed slot even when a client asks for it directly, and books the open one', async () => {
    await slotsOnBothTypes(world, [
      { date: '2026-03-20', time: '10:00' },
      { date: '2026-03-20', time: '17:00' },
    ]);
    await world.admin('POST', '/api/admin/days-off', { fromDate: '2026-03-20', fromTime: '09:00', toTime: '12:00', reason: 'کار شخصی' });
    const customer = jsonClient(world.server.url, world.customer.cookie);
    const refused = await customer('POST', '/api/reservations/book', {
      reservationTypeId: world.types.consultation,
      date: '2026-03-20',
      timeSlot: '10:00',
    });
    expect(refused).toMatchObject({ status: 400, body: { success: false, message: DAYS_OFF_MESSAGES.closed } });
    const held = await world.server.db.selectFrom('reservations').select('id').where('date', '=', '2026-03-20').execute();
    expect(held).toEqual([]);
    const booked = await customer('POST', '/api/reservations/book', {
      reservationTypeId: world.types.consultation,
      date: '2026-03-20',
      timeSlot: '17:00',
    });
    expect(booked.status).toBe(201);
  });

  it('answers bad input with a Persian message and changes nothing; a customer may not close time', async () => {
    const before = await daysOffRows(world);
    const cases: Array<[unknown, string]> = [
      [{ fromDate: '2026-03-12', toDate: '2026-03-10' }, DAYS_OFF_MESSAGES.reversed],
      [{ fromDate: '1405/01/01' }, DAYS_OFF_MESSAGES.invalidFrom],
      [{ fromDate: '2026-03-10', toDate: '2026-02-30' }, DAYS_OFF_MESSAGES.invalidTo],
      [{ fromDate: '2026-03-10', fromTime: '12:00' }, DAYS_OFF_MESSAGES.invalidTime],
      [{ fromDate: '2026-03-10', fromTime: '15:00', toTime: '12:00' }, DAYS_OFF_MESSAGES.timeReversed],
      [{ fromDate: '2026-03-10', reason: 'x'.repeat(201) }, DAYS_OFF_MESSAGES.reasonTooLong],
      [{ fromDate: '2026-01-01', toDate: '2027-06-01' }, DAYS_OFF_MESSAGES.tooLong],
    ];
    for (const [body, message] of cases) {
      expect(await world.admin('POST', '/api/admin/days-off', body)).toMatchObject({ status: 400, body: { success: false, message } });
    }
    expect(await world.admin('POST', '/api/admin/days-off/holidays/accept', { dates: ['2026-03-25'] })).toMatchObject({
      status: 400,
      body: { message: DAYS_OFF_MESSAGES.unknownHoliday },
    });
    expect(await world.admin('POST', '/api/admin/days-off/holidays/accept', { dates: [] })).toMatchObject({
      status: 400,
      body: { message: DAYS_OFF_MESSAGES.invalidHolidays },
    });
    expect(await world.admin('DELETE', '/api/admin/days-off/not-an-id')).toMatchObject({
      status: 404,
      body: { message: DAYS_OFF_MESSAGES.notFound },
    });
    const customer = jsonClient(world.server.url, world.customer.cookie);
    expect((await customer('POST', '/api/admin/days-off', { fromDate: '2026-03-10' })).status).toBe(403);
    expect((await customer('GET', '/api/admin/days-off')).status).toBe(403);
    expect(await daysOffRows(world)).toBe(before);
  });
});
