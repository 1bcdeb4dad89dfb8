import { startTestServer, type TestServer } from '../support/test-server';
import { signInDirectly, type SignedInUser } from '../support/sign-in-directly';
import { insertReservation, insertSlots, insertType } from '../support/insert-reservation';
import { jsonClient } from '../support/json-client';
import { publicTimes, publicTypes, takenOn, TOMORROW } from '../support/read-twice';

jest.setTimeout(60000);

describe('the public reads after a write', () => {
  let server: TestServer;
  let admin: SignedInUser;
  let api: ReturnType<typeof jsonClient>;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await signInDirectly(server.db, { isAdmin: true, firstName: 'مریم', lastName: 'کاظمی' });
    api = jsonClient(server.url, admin.cookie);
  });
  afterAll(async () => server.close());

  describe('the consultation types', () => {
    it("shows the admin's new, edited, deactivated and reactivated type on the very next read", async () => {
      expect(await publicTypes(server)).toEqual([]);
      const created = await api('POST', '/api/reservationtypes', {
        title: 'مشاوره مالیاتی',
        description: '',
        price: 900000,
        includedServices: [],
        displayOrder: 0,
        session: { mode: 'phone' },
      });
      const typeId = created.body.data._id;
      expect((await publicTypes(server)).map((type) => type.title)).toEqual(['مشاوره مالیاتی']);

      await api('PUT', `/api/reservationtypes/${typeId}`, {
        title: 'مشاوره مالیاتی ویژه',
        description: '',
        price: 900000,
        includedServices: [],
        displayOrder: 0,
        session: { mode: 'phone' },
      });
      expect((await publicTypes(server)).map((type) => type.title)).toEqual(['مشاوره مالیاتی ویژه']);

      await api('POST', `/api/reservationtypes/${typeId}/deactivate`);
      expect(await publicTypes(server)).toEqual([]);
      await api('POST', `/api/reservationtypes/${typeId}/activate`);
      expect((await publicTypes(server)).map((type) => type.title)).toEqual(['مشاوره مالیاتی ویژه']);
    });

    it('shows a slot the admin adds or removes on the very next read', async () => {
      const typeId = await insertType(server.db, { title: 'حسابرسی' });
      expect(await publicTimes(server, typeId)).toEqual([]);
      const added = await api('POST', `/api/reservationtypes/${typeId}/slots`, { date: TOMORROW, time: '10:00' });
      expect(await publicTimes(server, typeId)).toEqual([`${TOMORROW} 10:00`]);
      await api('DELETE', `/api/reservationtypes/${typeId}/slots/${added.body.data._id}`);
      expect(await publicTimes(server, typeId)).toEqual([]);
    });

    it("gives a type's new offered days with a month never asked before, once a slot is written straight into the database", async () => {
      const typeId = await insertType(server.db, { title: 'برنامه‌ریزی مالی' });
      await insertSlots(server.db, typeId, [{ date: TOMORROW, time: '11:00' }]);
      const offeredDays = async (from: string, to: string) =>
        (await (await fetch(`${server.url}/api/reservationtypes/${typeId}?from=${from}&to=${to}`)).json()).offeredDays;
      expect(await offeredDays('2026-11-22', '2026-11-30')).toEqual([TOMORROW]);
      expect(await offeredDays('2026-12-01', '2026-12-31')).toEqual([TOMORROW]);
      await insertSlots(server.db, typeId, [{ date: '2026-12-02', time: '11:00' }]);
      expect(await offeredDays('2027-01-01', '2027-01-20')).toEqual([TOMORROW, '2026-12-02']);
    });

    it('shows types and slots written straight into the database on the very next read', async () => {
      const typeId = await insertType(server.db, { title: 'آموزش حسابداری' });
      expect(await publicTimes(server, typeId)).toEqual([]);
      await insertSlots(server.db, typeId, [{ date: TOMORROW, time: '16:00' }]);
      expect(await publicTimes(server, typeId)).toEqual([`${TOMORROW} 16:00`]);
      await server.db.updateTable('reservation_types').set({ is_active: false }).where('id', '=', typeId).execute();
      expect(await publicTimes(server, typeId)).toBeUndefined();
    });

    it("stops offering yesterday's slots once the day turns in Tehran", async () => {
      const typeId = await insertType(server.db, { title: 'مشاوره شبانه' });
      await insertSlots(server.db, typeId, [
        { date: '2026-11-22', time: '18:00' },
        { date: TOMORROW, time: '09:00' },
      ]);
      expect(await publicTimes(server, typeId)).toEqual(['2026-11-22 18:00', `${TOMORROW} 09:00`]);
      server.clock.set('2026-11-22T20:31:00Z');
      try {
        expect(await publicTimes(server, typeId)).toEqual([`${TOMORROW} 09:00`]);
      } finally {
        server.clock.set('2026-11-22T08:30:00Z');
      }
    });
  });

  describe('the taken times of a date', () => {
    let typeId: string;
    let customer: SignedInUser;
    beforeAll(async () => {
      typeId = await insertType(server.db, { title: 'جلسه رزرو' });
      await insertSlots(server.db, typeId, [
        { date: TOMORROW, time: '10:00' },
        { date: TOMORROW, time: '11:00' },
      ]);
      customer = await signInDirectly(server.db);
    });

    it("shows a hold taken through the booking route, then the admin's cancellation, on the very next read", async () => {
      expect(await takenOn(server, TOMORROW, typeId)).toEqual([]);
      const booked = await jsonClient(server.url, customer.cookie)('POST', '/api/reservations/book', {
        reservationTypeId: typeId,
        date: TOMORROW,
        timeSlot: '10:00',
      });
      expect(booked.status).toBe(201);
      expect(await takenOn(server, TOMORROW, typeId)).toEqual(['10:00 pending']);
      const cancelled = await api('POST', `/api/reservations/${booked.body.reservation._id}/cancel`, { reason: 'درخواست مشتری' });
      expect(cancelled.status).toBe(200);
      expect(await takenOn(server, TOMORROW, typeId)).toEqual([]);
    });

    it('shows a reservation written straight into the database on the very next read', async () => {
      expect(await takenOn(server, TOMORROW, typeId)).toEqual([]);
      await insertReservation(server.db, { typeId, userId: customer.id, date: TOMORROW, time: '11:00', status: 'confirmed' });
      expect(await takenOn(server, TOMORROW, typeId)).toEqual(['11:00 confirmed']);
    });

    it('stops listing a hold the moment its six minutes are over, with no write in between', async () => {
      const date = '2026-11-24';
      await insertReservation(server.db, {
        typeId,
        userId: customer.id,
        date,
        time: '10:00',
        status: 'pending',
        createdAt: new Date(server.clock.now().getTime() - 5 * 60_000),
      });
      expect(await takenOn(server, date, typeId)).toEqual(['10:00 pending']);
      server.clock.advance(60_000 - 1);
      expect(await takenOn(server, date, typeId)).toEqual(['10:00 pending']);
      server.clock.advance(1);
      try {
        expect(await takenOn(server, date, typeId)).toEqual([]);
      } finally {
        server.clock.set('2026-11-22T08:30:00Z');
      }
    });
  });
});
