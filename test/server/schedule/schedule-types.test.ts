import { startTestServer, type TestServer } from '../support/test-server';
import { signInDirectly } from '../support/sign-in-directly';
import { insertReservation, insertSlots, insertType } from '../support/insert-reservation';
import { snapshotSchedule } from '../support/snapshot-schedule';
import { jsonClient } from '../support/json-client';

describe('reservation types, managed by the admin', () => {
  let server: TestServer;
  let api: ReturnType<typeof jsonClient>;
  const valid = {
    title: '  مشاوره مالیاتی ویژه  ',
    description: 'بررسی اظهارنامه',
    price: 900000,
    includedServices: [' جلسه ۴۵ دقیقه‌ای ', 'گزارش کتبی'],
    displayOrder: 3,
    session: { mode: 'online', meetingLink: 'https://meet.example.com/tax' },
  };

  beforeAll(async () => {
    server = await startTestServer();
    const admin = await signInDirectly(server.db, { isAdmin: true });
    api = jsonClient(server.url, admin.cookie);
  });
  afterAll(async () => server.close());

  it('creates a type with trimmed fields and shows it to the public at once', async () => {
    const created = await api('POST', '/api/reservationtypes', valid);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      success: true,
      message: 'نوع رزرو افزوده شد',
      data: {
        title: 'مشاوره مالیاتی ویژه',
        price: 900000,
        includedServices: ['جلسه ۴۵ دقیقه‌ای', 'گزارش کتبی'],
        displayOrder: 3,
        isActive: true,
        reservationCount: 0,
        upcomingSlotCount: 0,
      },
    });
    const publicList = await (await fetch(`${server.url}/api/reservationtypes`)).json();
    expect(publicList.data.map((type: { title: string }) => type.title)).toContain('مشاوره مالیاتی ویژه');
  });

  it('accepts a free type (price 0)', async () => {
    const created = await api('POST', '/api/reservationtypes', { ...valid, title: 'جلسه رایگان', price: 0 });
    expect(created.status).toBe(201);
    expect(created.body.data.price).toBe(0);
  });

  it.each([
    [{ ...valid, title: '   ' }, 'عنوان نوع رزرو نمی‌تواند خالی باشد'],
    [{ ...valid, title: undefined }, 'عنوان نوع رزرو نمی‌تواند خالی باشد'],
    [{ ...valid, title: 'ا'.repeat(121) }, 'عنوان نوع رزرو حداکثر ۱۲۰ کاراکتر است'],
    [{ ...valid, description: 42 }, 'توضیحات باید متن باشد'],
    [{ ...valid, description: 'ا'.repeat(2001) }, 'توضیحات حداکثر ۲۰۰۰ کاراکتر است'],
    [{ ...valid, price: -1 }, 'قیمت باید عددی صحیح و بدون اعشار به تومان، صفر یا بیشتر باشد'],
    [{ ...valid, price: 10.5 }, 'قیمت باید عددی صحیح و بدون اعشار به تومان، صفر یا بیشتر باشد'],
    [{ ...valid, price: '1000' }, 'قیمت باید عددی صحیح و بدون اعشار به تومان، صفر یا بیشتر باشد'],
    [{ ...valid, price: 5_000_000_000 }, 'قیمت بیش از حد مجاز است'],
    [{ ...valid, includedServices: 'جلسه' }, 'خدمات شامل باید فهرستی از متن‌ها باشد'],
    [{ ...valid, includedServices: ['جلسه', 7] }, 'خدمات شامل باید فهرستی از متن‌ها باشد'],
    [{ ...valid, includedServices: ['جلسه', '  '] }, 'هیچ‌یک از خدمات شامل نمی‌تواند خالی باشد'],
    [{ ...valid, includedServices: Array(21).fill('خدمت') }, 'حداکثر ۲۰ خدمت می‌توان ثبت کرد'],
    [{ ...valid, includedServices: ['ا'.repeat(201)] }, 'هر خدمت حداکثر ۲۰۰ کاراکتر است'],
    [{ ...valid, displayOrder: -1 }, 'ترتیب نمایش باید عددی صحیح بین ۰ و ۱۰۰۰۰ باشد'],
    [{ ...valid, displayOrder: 1.5 }, 'ترتیب نمایش باید عددی صحیح بین ۰ و ۱۰۰۰۰ باشد'],
    [[1, 2], 'اطلاعات نوع رزرو ارسال نشده است'],
  ])('refuses a bad type with a Persian 400 and stores nothing (%#)', async (body, message) => {
    const before = await snapshotSchedule(server.db);
    const response = await api('POST', '/api/reservationtypes', body);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ success: false, message });
    expect(await snapshotSchedule(server.db)).toEqual(before);
  });

  it('edits a type with the same rules', async () => {
    const id = await insertType(server.db, { title: 'قدیمی' });
    const refused = await api('PUT', `/api/reservationtypes/${id}`, { ...valid, price: -5 });
    expect(refused.status).toBe(400);
    const edited = await api('PUT', `/api/reservationtypes/${id}`, { ...valid, title: 'جدید', price: 0 });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ message: 'نوع رزرو ویرایش شد', data: { _id: id, title: 'جدید', price: 0 } });
    const publicOne = await (await fetch(`${server.url}/api/reservationtypes/${id}`)).json();
    expect(publicOne.title).toBe('جدید');
  });

  it('answers 404 for editing, (de)activating or deleting an unknown or malformed id', async () => {
    for (const id of ['00000000-0000-0000-0000-000000000000', 'not-a-uuid']) {
      expect((await api('PUT', `/api/reservationtypes/${id}`, valid)).body).toEqual({ success: false, message: 'نوع رزرو پیدا نشد' });
      expect((await api('POST', `/api/reservationtypes/${id}/deactivate`)).status).toBe(404);
      expect((await api('POST', `/api/reservationtypes/${id}/activate`)).status).toBe(404);
      expect((await api('DELETE', `/api/reservationtypes/${id}`)).status).toBe(404);
    }
  });

  it('hides a deactivated type from the public and brings it back on activation', async () => {
    const id = await insertType(server.db, { title: 'موقت' });
    const off = await api('POST', `/api/reservationtypes/${id}/deactivate`);
    expect(off.body).toMatchObject({ success: true, data: { isActive: false } });
    expect((await fetch(`${server.url}/api/reservationtypes/${id}`)).status).toBe(404);
    const admin = await api('GET', '/api/reservationtypes/admin/all');
    expect(admin.body.data.find((type: { _id: string }) => type._id === id)).toMatchObject({ isActive: false });
    const on = await api('POST', `/api/reservationtypes/${id}/activate`);
    expect(on.body.data.isActive).toBe(true);
    expect((await fetch(`${server.url}/api/reservationtypes/${id}`)).status).toBe(200);
  });

  it('deletes a type nobody booked, with its slots', async () => {
    const id = await insertType(server.db);
    await insertSlots(server.db, id, [{ date: '2026-11-30', time: '10:00' }]);
    const deleted = await api('DELETE', `/api/reservationtypes/${id}`);
    expect(deleted.body).toEqual({ success: true, message: 'نوع رزرو حذف شد' });
    expect(await server.db.selectFrom('time_slots').select('id').where('reservation_type_id', '=', id).execute()).toEqual([]);
  });

  it('never deletes a type that has a reservation, even a cancelled one', async () => {
    const user = await signInDirectly(server.db);
    const id = await insertType(server.db);
    await insertReservation(server.db, { typeId: id, userId: user.id, date: '2026-10-01', time: '10:00', status: 'cancelled' });
    const before = await snapshotSchedule(server.db);
    const refused = await api('DELETE', `/api/reservationtypes/${id}`);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      success: false,
      message: 'این نوع رزرو، رزرو ثبت‌شده دارد و حذف نمی‌شود؛ می‌توانید آن را غیرفعال کنید',
    });
    expect(await snapshotSchedule(server.db)).toEqual(before);
  });

  it('lists every type for the admin, inactive ones too, in display order with counts', async () => {
    const user = await signInDirectly(server.db);
    const first = await insertType(server.db, { title: 'اول', displayOrder: 0, isActive: false });
    await insertSlots(server.db, first, [
      { date: '2026-11-20', time: '10:00' },
      { date: '2026-11-22', time: '10:00' },
      { date: '2026-11-29', time: '10:00' },
    ]);
    await insertReservation(server.db, { typeId: first, userId: user.id, date: '2026-11-29', time: '10:00', status: 'confirmed' });
    const list = await api('GET', '/api/reservationtypes/admin/all');
    expect(list.status).toBe(200);
    const orders = list.body.data.map((type: { displayOrder: number }) => type.displayOrder);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    expect(list.body.data.find((type: { _id: string }) => type._id === first)).toMatchObject({
      title: 'اول',
      isActive: false,
      reservationCount: 1,
      upcomingSlotCount: 2,
    });
  });
});
