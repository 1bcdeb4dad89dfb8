import { BOOKINGS_TABLE_LIMIT } from '../../../../src/core/domain/admin-booking';
import { CSV_HEADERS } from '../../../../server/modules/schedule/bookings-csv';
import { scheduleKit, type ScheduleKit } from '../../../fakes/server/schedule/schedule-kit';

/** A type with a past, a cancelled, a held and two upcoming confirmed bookings; the kit's clock stands at 2026-11-22 12:00 in Tehran. */
async function bookedCalendar(kit: ScheduleKit) {
  const typeId = await kit.type({ title: 'مشاوره مالی' });
  return {
    typeId,
    past: kit.reserve(typeId, { date: '2026-11-20', time: '10:00', status: 'confirmed' }),
    cancelled: kit.reserve(typeId, { date: '2026-11-30', time: '10:00', status: 'cancelled', cancelReason: 'بیماری مشاور' }),
    held: kit.reserve(typeId, { date: '2026-11-24', time: '10:00', status: 'pending' }),
    later: kit.reserve(typeId, { date: '2026-11-26', time: '10:00', status: 'confirmed' }),
    sooner: kit.reserve(typeId, { date: '2026-11-22', time: '18:00', status: 'confirmed' }),
  };
}

describe('the consultant’s table of every booking', () => {
  it('puts upcoming confirmed sessions first, soonest first, then the rest, latest first', async () => {
    const kit = scheduleKit();
    const ids = await bookedCalendar(kit);

    const rows = await kit.useCases.listBookings.execute({});
    expect(rows.map((row) => row._id)).toEqual([ids.sooner, ids.later, ids.cancelled, ids.held, ids.past]);
    expect(rows[0]).toMatchObject({ reservationTypeTitle: 'مشاوره مالی', customerName: 'سارا احمدی' });
  });

  it('filters by dates, type and status', async () => {
    const kit = scheduleKit();
    const ids = await bookedCalendar(kit);
    await kit.reserve(await kit.type({ title: 'دیگری' }), { date: '2026-11-25', time: '10:00' });

    expect(
      (await kit.useCases.listBookings.execute({ status: 'confirmed', typeId: ids.typeId, from: '2026-11-21' })).map((row) => row._id),
    ).toEqual([ids.sooner, ids.later]);
    expect((await kit.useCases.listBookings.execute({ to: '2026-11-24', status: 'pending' })).map((row) => row._id)).toEqual([ids.held]);
  });

  it('carries at most as many rows as a person reads; a longer list asks for a narrower range', async () => {
    const kit = scheduleKit();
    const typeId = await kit.type();
    for (let index = 0; index <= BOOKINGS_TABLE_LIMIT; index += 1)
      kit.reserve(typeId, { date: '2026-10-01', time: '10:00', status: 'expired' });
    expect(await kit.useCases.listBookings.execute({})).toHaveLength(BOOKINGS_TABLE_LIMIT);
  });
});

describe('the bookings as a CSV file for Excel', () => {
  it('is named for today and carries the filtered rows in the table’s order, Persian intact', async () => {
    const kit = scheduleKit();
    await bookedCalendar(kit);

    const { fileName, csv } = await kit.useCases.exportBookingsCsv.execute({ status: 'confirmed' });
    const lines = csv.split('\r\n');
    expect(fileName).toBe('reservations-2026-11-22.csv');
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(lines[0]).toBe(`\uFEFF${CSV_HEADERS.map((header) => `"${header}"`).join(',')}`);
    expect(lines.slice(1, -1).map((line) => line.split(',')[3])).toEqual(['"1405/09/01"', '"1405/09/05"', '"1405/08/29"']);
  });

  it('carries the customer’s mobile number, empty when none is known, then the no-show mark', async () => {
    const kit = scheduleKit();
    const typeId = await kit.type();
    kit.reserve(typeId, { date: '2026-11-25', time: '10:00', customerMobile: '09351112233' });
    kit.reserve(typeId, { date: '2026-11-26', time: '10:00', customerMobile: null });

    const lines = (await kit.useCases.exportBookingsCsv.execute({})).csv.split('\r\n');
    expect(lines[0].endsWith('"زمان پرداخت","شماره موبایل","نیامد"')).toBe(true);
    expect(lines.slice(1, -1).map((line) => line.split(',').slice(-2))).toEqual([
      ['"09351112233"', '""'],
      ['""', '""'],
    ]);
  });

  it('never lets a customer’s text run as a spreadsheet formula', async () => {
    const kit = scheduleKit();
    const typeId = await kit.type();
    kit.reserve(typeId, { date: '2026-11-25', time: '10:00', customerName: '=HYPERLINK("x")', cancelReason: '-1' });

    const [, row] = (await kit.useCases.exportBookingsCsv.execute({})).csv.split('\r\n');
    expect(row.startsWith('"\'=HYPERLINK(""x"")"')).toBe(true);
    expect(row).toContain('"-1"');
  });
});
