import { CancelMyBooking } from '../../../src/core/use-cases/booking/cancel-my-booking';
import { LoadChangeNotice, SetChangeNotice } from '../../../src/core/use-cases/booking/change-notice';
import { LoadMoveChoices } from '../../../src/core/use-cases/booking/load-move-choices';
import { MoveMyBooking } from '../../../src/core/use-cases/booking/move-my-booking';
import { FakeBookingChangesRepository } from '../../fakes/fake-booking-changes-repository';
import { FakeReservationRepository } from '../../fakes/fake-reservation-repository';
import { FakeReservationTypeRepository } from '../../fakes/fake-reservation-type-repository';
import { sampleReservationType } from '../../fakes/sample-data';

const NOW = Date.parse('2026-11-22T08:30:00Z');

describe('the customer’s cancel and move', () => {
  it('cancels and carries the server’s words with what became of the money', async () => {
    const changes = new FakeBookingChangesRepository();
    expect(await new CancelMyBooking(changes).execute('r-1')).toEqual({ ok: true, value: 'reversed', message: 'لغو شد (reversed)' });
    changes.money = 'refund-owed';
    expect(await new CancelMyBooking(changes).execute('r-2')).toMatchObject({ ok: true, value: 'refund-owed' });
    expect(changes.cancelled).toEqual(['r-1', 'r-2']);
  });

  it('passes the server’s refusal on, after the notice or for a taken time', async () => {
    const changes = new FakeBookingChangesRepository();
    changes.refusal = 'لغو یا جابه‌جایی رزرو فقط تا ۲۴ ساعت پیش از جلسه ممکن است؛ برای تغییر با مشاور تماس بگیرید';
    expect(await new CancelMyBooking(changes).execute('r-1')).toEqual({ ok: false, message: changes.refusal });
    changes.refusal = 'این زمان قبلاً رزرو شده است؛ لطفاً زمان دیگری را انتخاب کنید';
    expect(await new MoveMyBooking(changes).execute({ reservationId: 'r-1', date: '2026-12-01', timeSlot: '10:00' })).toEqual({
      ok: false,
      message: changes.refusal,
    });
    expect(changes.moved).toEqual([]);
  });

  it('moves to the chosen time and carries the server’s confirmation', async () => {
    const changes = new FakeBookingChangesRepository();
    expect(await new MoveMyBooking(changes).execute({ reservationId: 'r-1', date: '2026-12-01', timeSlot: '10:00' })).toEqual({
      ok: true,
      value: 'منتقل شد به 2026-12-01 10:00',
      message: 'منتقل شد به 2026-12-01 10:00',
    });
    expect(changes.moved).toEqual([{ reservationId: 'r-1', date: '2026-12-01', timeSlot: '10:00' }]);
  });

  it('reads the notice, and lets the consultant set whole hours only, refusing others without asking the server', async () => {
    const changes = new FakeBookingChangesRepository();
    expect(await new LoadChangeNotice(changes).execute()).toEqual({ ok: true, value: 24, message: '' });
    const set = new SetChangeNotice(changes);
    expect(await set.execute('۲۴')).toEqual({ ok: false, message: 'مهلت لغو و جابه‌جایی را به ساعت، عددی از ۰ تا ۷۲۰ وارد کنید' });
    expect(await set.execute(1000)).toMatchObject({ ok: false });
    expect(await set.execute('48')).toEqual({ ok: true, value: 48, message: 'مهلت لغو و جابه‌جایی ذخیره شد' });
    expect(changes.noticeHours).toBe(48);
  });

  it('offers the type’s days, then only the chosen day’s free times that leave the notice', async () => {
    const type = sampleReservationType({
      _id: 't-1',
      availableDates: [
        {
          date: '2026-11-25',
          timeSlots: [
            { _id: 's1', time: '09:00' },
            { _id: 's2', time: '10:00' },
            { _id: 's3', time: '11:00' },
          ],
        },
      ],
    });
    const reservations = new FakeReservationRepository();
    reservations.byDateAnswers.set('2026-11-25', [
      { timeSlot: '09:00', status: 'confirmed', createdAt: '2026-11-20T08:00:00Z', busyFrom: 540, busyUntil: 570 },
      { timeSlot: '10:00', status: 'pending', createdAt: new Date(NOW - 60_000).toISOString(), busyFrom: 600, busyUntil: 630 },
    ]);
    const choices = new LoadMoveChoices(new FakeReservationTypeRepository([type]), reservations);
    const days = await choices.days('t-1', NOW);
    const read = { offeredDays: ['2026-11-25'], availableDates: type.availableDates, loadedMonths: ['1405-09'] };
    expect(days).toEqual({ ok: true, value: { ...read, rules: { spanMinutes: 60, noticeMinutes: 0 } }, message: '' });
    expect(
      await choices.freeTimes({
        reservationTypeId: 't-1',
        date: '2026-11-25',
        days: { ...read, rules: { spanMinutes: 30, noticeMinutes: 0 } },
        now: NOW,
        noticeHours: 24,
      }),
    ).toEqual({ ok: true, value: ['11:00'], message: '' });
    // 11:00 on 2026-11-25 in Tehran is 07:30Z: 71 hours away, inside a 72 hours' notice
    expect(
      await choices.freeTimes({
        reservationTypeId: 't-1',
        date: '2026-11-25',
        days: { ...read, rules: { spanMinutes: 30, noticeMinutes: 0 } },
        now: NOW,
        noticeHours: 72,
      }),
    ).toEqual({ ok: true, value: [], message: '' });
    expect(reservations.byDateCalls).toHaveLength(2);
    expect(await choices.days('missing', NOW)).toEqual({ ok: false, message: 'نوع رزرو پیدا نشد' });
  });

  it('reads a later month of the type’s slots only when it is shown, keeping those already read', async () => {
    const type = sampleReservationType({
      _id: 't-1',
      availableDates: [
        { date: '2026-11-25', timeSlots: [{ _id: 's1', time: '09:00' }] },
        { date: '2026-12-25', timeSlots: [{ _id: 's2', time: '10:00' }] },
      ],
    });
    const repository = new FakeReservationTypeRepository([type]);
    const choices = new LoadMoveChoices(repository, new FakeReservationRepository());
    const first = await choices.days('t-1', NOW);
    if (!first.ok) throw new Error(first.message);
    expect(first.value.offeredDays).toEqual(['2026-11-25', '2026-12-25']);
    expect(first.value.availableDates.map((day) => day.date)).toEqual(['2026-11-25']);
    expect(first.value.loadedMonths).toEqual(['1405-09']);
    const dey = { year: 1405, month: 10, label: 'دی ۱۴۰۵' };
    const both = await choices.month('t-1', first.value, dey);
    expect(repository.ranges.at(-1)).toEqual({ from: '2026-12-22', to: '2027-01-20' });
    expect(both).toMatchObject({ ok: true, value: { loadedMonths: ['1405-09', '1405-10'] } });
    expect(both.ok && both.value.availableDates.map((day) => day.date)).toEqual(['2026-11-25', '2026-12-25']);
    repository.rangeFailure = new Error('خطا در ارتباط با سرور');
    expect(await choices.month('t-1', first.value, dey)).toEqual({ ok: false, message: 'خطا در ارتباط با سرور' });
  });
});
