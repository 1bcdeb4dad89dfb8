import axios from 'axios';
import type { ApiClient } from '../../src/adapters/http/api-client';
import { HttpBookingsRepository } from '../../src/adapters/http/http-bookings-repository';
import { HttpReservationTypeRepository } from '../../src/adapters/http/http-reservation-type-repository';
import { HttpScheduleRepository } from '../../src/adapters/http/http-schedule-repository';
import { SLOT_MESSAGES } from '../../src/core/domain/schedule-slot';
import { TYPE_ACTION_MESSAGES } from '../../src/core/domain/reservation-type-admin';
import { insertReservation } from '../server/support/insert-reservation';
import { signInDirectly } from '../server/support/sign-in-directly';
import { startTestServer, type TestServer } from '../server/support/test-server';

jest.setTimeout(60000);

/** axios in Node as a browser's axios behaves: a call without a body sends no content type (its XHR adapter drops it). */
function browserLikeClient(baseURL: string, headers: Record<string, string> = {}): ApiClient {
  const http = axios.getAdapter('http');
  return axios.create({
    baseURL,
    headers,
    adapter: (config) => {
      if (config.data === undefined) config.headers.setContentType(null);
      return http(config);
    },
  });
}

const FIELDS = {
  title: 'مشاوره مالیاتی',
  description: 'بررسی اظهارنامه',
  price: 900000,
  includedServices: ['گزارش کتبی'],
  displayOrder: 1,
  session: { mode: 'phone' as const, meetingLink: null, officeAddress: null },
  durationMinutes: 45,
  bufferMinutes: 0,
  popular: false,
};

/** The schedule's adapters against the real routes, signed in as the consultant; the server's clock stands at 2026-11-22 12:00 in Tehran. */
describe('the schedule’s HTTP adapters on the real server', () => {
  let server: TestServer;
  let cookie: string;
  let schedule: HttpScheduleRepository;
  let bookings: HttpBookingsRepository;
  let types: HttpReservationTypeRepository;

  beforeAll(async () => {
    server = await startTestServer();
    cookie = (await signInDirectly(server.db, { isAdmin: true })).cookie;
    const http = browserLikeClient(server.url, { cookie });
    schedule = new HttpScheduleRepository(http);
    bookings = new HttpBookingsRepository(http, server.url);
    types = new HttpReservationTypeRepository(browserLikeClient(server.url));
  });
  afterAll(async () => server.close());

  it('creates, edits, hides and shows a type, and the public list follows', async () => {
    const created = await schedule.createType(FIELDS);
    expect(created).toMatchObject({ title: 'مشاوره مالیاتی', isActive: true });
    expect(await schedule.updateType(created._id, { ...FIELDS, title: 'مشاوره بیمه' })).toMatchObject({ title: 'مشاوره بیمه' });
    expect(await schedule.setTypeActive(created._id, false)).toMatchObject({ isActive: false });
    expect((await types.list()).data).toEqual([]);
    expect(await schedule.setTypeActive(created._id, true)).toMatchObject({ isActive: true });
    expect(await types.get(created._id)).toMatchObject({ _id: created._id, title: 'مشاوره بیمه' });
    expect((await schedule.listTypes()).map((type) => type._id)).toEqual([created._id]);
  });

  it('offers times by template and one by one, lists them, and removes one', async () => {
    const { _id: typeId } = await schedule.createType({ ...FIELDS, title: 'جلسه آشنایی' });
    const template = await schedule.applyAvailability({
      typeIds: [typeId],
      fromDate: '2026-11-28',
      toDate: '2026-12-05',
      hours: [{ weekday: 0, start: '10:00', end: '11:00', step: 'session' }],
    });
    expect(template).toEqual({ created: 2, skipped: 0, overlaps: { pairs: [], total: 0 }, message: '۲ زمان افزوده شد' });

    const added = await schedule.addSlot(typeId, '2026-11-29', '09:00');
    expect(added).toMatchObject({ date: '2026-11-29', time: '09:00', occupancy: 'free' });
    await expect(schedule.addSlot(typeId, '2026-11-29', '09:00')).rejects.toThrow(SLOT_MESSAGES.duplicate);

    expect((await schedule.listSlots(typeId, '2026-11-28', '2026-11-29')).map((slot) => `${slot.date} ${slot.time}`)).toEqual([
      '2026-11-28 10:00',
      '2026-11-29 09:00',
    ]);
    await schedule.removeSlot(typeId, added._id);
    expect(await schedule.listSlots(typeId, '2026-11-29', '2026-11-29')).toEqual([]);
  });

  it('deletes a type nobody booked, and says why a booked one stays', async () => {
    const free = await schedule.createType({ ...FIELDS, title: 'حذف‌شدنی' });
    await schedule.deleteType(free._id);
    expect((await schedule.listTypes()).map((type) => type._id)).not.toContain(free._id);

    const booked = await schedule.createType({ ...FIELDS, title: 'رزروشده' });
    await insertReservation(server.db, { typeId: booked._id, userId: null, date: '2026-11-20', time: '10:00', status: 'cancelled' });
    await expect(schedule.deleteType(booked._id)).rejects.toThrow(TYPE_ACTION_MESSAGES.hasBookings);
  });

  it('lists the bookings by their filters, and its CSV address downloads them', async () => {
    const typeId = (await schedule.createType({ ...FIELDS, title: 'مشاوره حسابداری' }))._id;
    const id = await insertReservation(server.db, { typeId, userId: null, date: '2026-11-25', time: '10:00', status: 'confirmed' });

    expect((await bookings.list({ typeId, status: 'confirmed' })).map((row) => row._id)).toEqual([id]);
    const csv = await fetch(bookings.exportUrl({ typeId, from: '2026-11-25' }), { headers: { cookie } });
    expect(csv.headers.get('content-disposition')).toBe('attachment; filename="reservations-2026-11-22.csv"');
    expect((await csv.text()).split('\r\n')).toHaveLength(3);
  });
});
