import { ApplyWeeklyTemplate } from '../../../src/core/use-cases/schedule/apply-weekly-template';
import { AddSlot } from '../../../src/core/use-cases/schedule/add-slot';
import { RemoveSlot } from '../../../src/core/use-cases/schedule/remove-slot';
import { LoadTypeSlots } from '../../../src/core/use-cases/schedule/load-type-slots';
import { SaveReservationType } from '../../../src/core/use-cases/schedule/save-reservation-type';
import { SetReservationTypeActive } from '../../../src/core/use-cases/schedule/set-reservation-type-active';
import { DeleteReservationType } from '../../../src/core/use-cases/schedule/delete-reservation-type';
import { LoadAdminReservationTypes } from '../../../src/core/use-cases/schedule/load-admin-reservation-types';
import { isoToJalali } from '../../../src/core/domain/jalali-date';
import { FakeScheduleRepository } from '../../fakes/fake-schedule-repository';
import { sampleAdminType } from '../../fakes/sample-data';

const ESFAND_1403_TO_FARVARDIN_1404 = {
  from: { year: 1403, month: 12, day: 25 },
  to: { year: 1404, month: 1, day: 7 },
};

describe('publishing slots from a weekly template', () => {
  let schedule: FakeScheduleRepository;
  beforeEach(() => {
    schedule = new FakeScheduleRepository([sampleAdminType({ _id: 't-1' }), sampleAdminType({ _id: 't-2', title: 'مشاوره بیمه' })]);
    schedule.today = '2025-03-01';
  });

  const tenToNoon = (weekday: number) => ({ weekday, start: '10:00', end: '12:00', step: 60 });

  it('publishes Saturday to Wednesday at 10 and 11 over Esfand 1403 into Farvardin 1404', async () => {
    const result = await new ApplyWeeklyTemplate(schedule).execute({
      typeIds: ['t-1'],
      ...ESFAND_1403_TO_FARVARDIN_1404,
      hours: [4, 0, 1, 2, 3].map(tenToNoon),
    });
    expect(result.ok).toBe(true);
    expect(schedule.templateCalls).toEqual([
      { typeIds: ['t-1'], fromDate: '2025-03-15', toDate: '2025-03-27', hours: [4, 0, 1, 2, 3].map(tenToNoon) },
    ]);
    const slots = await schedule.listSlots('t-1', '2025-03-01', '2025-04-30');
    const days = [...new Set(slots.map((slot) => slot.date))].map((date) => {
      const j = isoToJalali(date);
      return `${j.year}/${j.month}/${j.day}`;
    });
    // Esfand 25 (Saturday) … 29 (Wednesday); Esfand 30 and Farvardin 1 are Thursday and Friday; then Farvardin 2 to 6.
    expect(days).toEqual([
      '1403/12/25',
      '1403/12/26',
      '1403/12/27',
      '1403/12/28',
      '1403/12/29',
      '1404/1/2',
      '1404/1/3',
      '1404/1/4',
      '1404/1/5',
      '1404/1/6',
    ]);
    expect(slots).toHaveLength(20);
    expect(result).toEqual({
      ok: true,
      value: { created: 20, skipped: 0, overlaps: { pairs: [], total: 0 } },
      message: '20 زمان افزوده شد',
    });
  });

  it('publishes for several types at once, with different hours on different weekdays', async () => {
    await new ApplyWeeklyTemplate(schedule).execute({
      typeIds: ['t-1', 't-2'],
      ...ESFAND_1403_TO_FARVARDIN_1404,
      hours: [
        { weekday: 0, start: '09:00', end: '12:00', step: 60 },
        { weekday: 2, start: '14:00', end: '16:00', step: 'session' },
      ],
    });
    for (const typeId of ['t-1', 't-2']) {
      const slots = await schedule.listSlots(typeId, '2025-03-15', '2025-03-17');
      // Saturday Esfand 25 from 9 to 12, Monday Esfand 27 from 14 to 16 (one-hour sessions)
      expect(slots.map((slot) => `${slot.date} ${slot.time}`)).toEqual([
        '2025-03-15 09:00',
        '2025-03-15 10:00',
        '2025-03-15 11:00',
        '2025-03-17 14:00',
        '2025-03-17 15:00',
      ]);
    }
  });

  it('adds nothing twice when the same template is applied again', async () => {
    const apply = new ApplyWeeklyTemplate(schedule);
    const input = { typeIds: ['t-1'], ...ESFAND_1403_TO_FARVARDIN_1404, hours: [tenToNoon(0)] };
    await apply.execute(input);
    const again = await apply.execute(input);
    expect(again).toMatchObject({ ok: true, value: { created: 0, skipped: 4 } });
  });

  it('refuses a range that ends before it starts without calling the server', async () => {
    const result = await new ApplyWeeklyTemplate(schedule).execute({
      typeIds: ['t-1'],
      from: { year: 1404, month: 1, day: 7 },
      to: { year: 1403, month: 12, day: 25 },
      hours: [tenToNoon(0)],
    });
    expect(result).toEqual({ ok: false, message: 'تاریخ پایان نباید پیش از تاریخ شروع باشد' });
    expect(schedule.templateCalls).toEqual([]);
  });

  it('refuses Esfand 30 of a common year, no type, no hours, or hours that end before they start without calling the server', async () => {
    const apply = new ApplyWeeklyTemplate(schedule);
    const base = { typeIds: ['t-1'], ...ESFAND_1403_TO_FARVARDIN_1404, hours: [tenToNoon(0)] };
    expect(await apply.execute({ ...base, from: { year: 1404, month: 12, day: 30 } })).toEqual({
      ok: false,
      message: 'تاریخ شروع معتبر نیست',
    });
    expect(await apply.execute({ ...base, typeIds: [] })).toEqual({ ok: false, message: 'دست‌کم یک نوع رزرو را انتخاب کنید' });
    expect(await apply.execute({ ...base, hours: [] })).toEqual({ ok: false, message: 'دست‌کم یک ردیف ساعت کاری وارد کنید' });
    expect(await apply.execute({ ...base, hours: [{ weekday: 0, start: '12:00', end: '10:00', step: 60 }] })).toEqual({
      ok: false,
      message: 'ساعت پایان باید بعد از ساعت شروع باشد',
    });
    expect(schedule.templateCalls).toEqual([]);
  });

  it("passes on the server's refusal", async () => {
    schedule.failWith = 'نوع رزرو پیدا نشد';
    const result = await new ApplyWeeklyTemplate(schedule).execute({
      typeIds: ['t-1'],
      ...ESFAND_1403_TO_FARVARDIN_1404,
      hours: [tenToNoon(0)],
    });
    expect(result).toEqual({ ok: false, message: 'نوع رزرو پیدا نشد' });
  });
});

describe('single slots', () => {
  let schedule: FakeScheduleRepository;
  beforeEach(() => {
    schedule = new FakeScheduleRepository([sampleAdminType({ _id: 't-1' })]);
  });

  it('adds a slot on a Jalali day', async () => {
    const result = await new AddSlot(schedule).execute({ typeId: 't-1', date: { year: 1405, month: 9, day: 10 }, time: '10:00' });
    expect(result).toMatchObject({ ok: true, value: { date: '2026-12-01', time: '10:00', occupancy: 'free' }, message: 'زمان افزوده شد' });
  });

  it('refuses a day that does not exist and a malformed time', async () => {
    const add = new AddSlot(schedule);
    expect(await add.execute({ typeId: 't-1', date: { year: 1405, month: 7, day: 31 }, time: '10:00' })).toEqual({
      ok: false,
      message: 'تاریخ معتبر نیست',
    });
    expect(await add.execute({ typeId: 't-1', date: '2026-12-01', time: '۱۰:۰۰' })).toEqual({
      ok: false,
      message: 'ساعت باید به شکل ۱۰:۰۰ باشد',
    });
    expect(schedule.slots).toEqual([]);
  });

  it("shows the server's word on a duplicate", async () => {
    schedule.put('t-1', '2026-12-01', '10:00');
    expect(await new AddSlot(schedule).execute({ typeId: 't-1', date: '2026-12-01', time: '10:00' })).toEqual({
      ok: false,
      message: 'این زمان قبلاً برای این نوع رزرو ثبت شده است',
    });
  });

  it('removes a free slot and refuses a booked or held one before asking the server', async () => {
    const free = schedule.put('t-1', '2026-12-01', '10:00');
    const booked = schedule.put('t-1', '2026-12-01', '11:00', 'booked');
    const held = schedule.put('t-1', '2026-12-01', '12:00', 'held');
    const remove = new RemoveSlot(schedule);
    expect(await remove.execute({ typeId: 't-1', slot: free })).toEqual({ ok: true, value: undefined, message: 'زمان حذف شد' });
    for (const slot of [booked, held]) {
      expect(await remove.execute({ typeId: 't-1', slot })).toEqual({ ok: false, message: expect.stringContaining('حذف نمی‌شود') });
    }
    expect(schedule.slots.map((slot) => slot.time)).toEqual(['11:00', '12:00']);
  });

  it("still shows the server's refusal when the list was stale", async () => {
    const slot = schedule.put('t-1', '2026-12-01', '10:00', 'booked');
    const result = await new RemoveSlot(schedule).execute({ typeId: 't-1', slot: { ...slot, occupancy: 'free' } });
    expect(result).toEqual({ ok: false, message: expect.stringContaining('ابتدا رزرو را') });
  });

  it('lists slots between two Jalali days', async () => {
    schedule.put('t-1', '2026-11-30', '10:00');
    schedule.put('t-1', '2026-12-22', '10:00');
    const result = await new LoadTypeSlots(schedule).execute({
      typeId: 't-1',
      from: { year: 1405, month: 9, day: 1 },
      to: { year: 1405, month: 9, day: 30 },
    });
    expect(result.ok && result.value.map((slot) => slot.date)).toEqual(['2026-11-30']);
    expect(await new LoadTypeSlots(schedule).execute({ typeId: 't-1', from: '2026-12-01', to: '2026-11-01' })).toEqual({
      ok: false,
      message: 'بازه تاریخ معتبر نیست',
    });
  });
});

describe('managing reservation types', () => {
  it('creates a type after checking its fields, and edits it', async () => {
    const schedule = new FakeScheduleRepository();
    const save = new SaveReservationType(schedule);
    expect(await save.execute({ fields: { title: ' ', price: 0 } })).toEqual({ ok: false, message: 'عنوان نوع رزرو نمی‌تواند خالی باشد' });
    expect(schedule.types).toEqual([]);
    const created = await save.execute({
      fields: { title: 'جلسه رایگان', price: 0, includedServices: ['تماس تلفنی'], session: { mode: 'phone' } },
    });
    expect(created).toMatchObject({ ok: true, message: 'نوع رزرو افزوده شد', value: { title: 'جلسه رایگان', price: 0, isActive: true } });
    const id = created.ok ? created.value._id : '';
    const edited = await save.execute({ id, fields: { title: 'جلسه آشنایی', price: 100000, session: { mode: 'phone' } } });
    expect(edited).toMatchObject({ ok: true, message: 'نوع رزرو ویرایش شد', value: { title: 'جلسه آشنایی', price: 100000 } });
  });

  it('deactivates and activates a type', async () => {
    const schedule = new FakeScheduleRepository([sampleAdminType({ _id: 't-1' })]);
    const toggle = new SetReservationTypeActive(schedule);
    expect(await toggle.execute({ id: 't-1', active: false })).toMatchObject({
      ok: true,
      value: { isActive: false },
      message: 'نوع رزرو غیرفعال شد و دیگر به مشتریان نشان داده نمی‌شود',
    });
    expect(await toggle.execute({ id: 't-1', active: true })).toMatchObject({
      ok: true,
      value: { isActive: true },
      message: 'نوع رزرو فعال شد',
    });
  });

  it('never deletes a booked type and deletes an unbooked one', async () => {
    const schedule = new FakeScheduleRepository([
      sampleAdminType({ _id: 'booked', reservationCount: 2 }),
      sampleAdminType({ _id: 'fresh' }),
    ]);
    const remove = new DeleteReservationType(schedule);
    expect(await remove.execute({ _id: 'booked', reservationCount: 2 })).toEqual({
      ok: false,
      message: 'این نوع رزرو، رزرو ثبت‌شده دارد و حذف نمی‌شود؛ می‌توانید آن را غیرفعال کنید',
    });
    expect(await remove.execute({ _id: 'fresh', reservationCount: 0 })).toMatchObject({ ok: true, message: 'نوع رزرو حذف شد' });
    expect(schedule.types.map((type) => type._id)).toEqual(['booked']);
  });

  it("loads the admin list, or the failure's text", async () => {
    const schedule = new FakeScheduleRepository([sampleAdminType()]);
    expect(await new LoadAdminReservationTypes(schedule).execute()).toMatchObject({ ok: true, value: [{ _id: 't-1' }] });
    schedule.failWith = 'خطا در ارتباط با سرور';
    expect(await new LoadAdminReservationTypes(schedule).execute()).toEqual({ ok: false, message: 'خطا در ارتباط با سرور' });
  });
});
