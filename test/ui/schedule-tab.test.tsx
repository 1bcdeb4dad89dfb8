jest.setTimeout(20000);
import { ACCESS_REFUSAL_MESSAGES } from '../../src/core/domain/access-refusal';

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from './support/render-app';
import { sampleAdminType, sampleUser } from '../fakes/sample-data';
import { FakeScheduleRepository } from '../fakes/fake-schedule-repository';
import { FakeReservationTypeRepository } from '../fakes/fake-reservation-type-repository';

const admin = { user: { currentUser: sampleUser({ isAdmin: true }), loading: false, error: null } };

/** Opens the tab and waits for its lazily loaded code (slow the first time under ts-jest). */
async function renderSchedule(schedule: FakeScheduleRepository, reservationTypes = new FakeReservationTypeRepository()) {
  const view = renderApp('/dashboard?tab=schedule', { state: admin, services: { schedule, reservationTypes } });
  await screen.findByRole('heading', { level: 2, name: 'انواع رزرو و زمان‌ها' }, { timeout: 10000 });
  return view;
}

describe('the schedule tab', () => {
  it('lists every type with its state, price and counts', async () => {
    const schedule = new FakeScheduleRepository([
      sampleAdminType({ _id: 'a', title: 'مشاوره مالی تخصصی', price: 1500000, reservationCount: 3 }),
      sampleAdminType({ _id: 'b', title: 'جلسه آشنایی', price: 0, isActive: false, displayOrder: 2 }),
    ]);
    await renderSchedule(schedule);
    const first = await screen.findByTestId('type-a');
    expect(first).toHaveTextContent('مشاوره مالی تخصصی');
    expect(first).toHaveTextContent('فعال');
    expect(first).toHaveTextContent('۱٬۵۰۰٬۰۰۰ تومان');
    expect(first).toHaveTextContent('رزروها: ۳');
    // a type with bookings offers no delete, only deactivation
    expect(within(first).queryByRole('button', { name: 'حذف مشاوره مالی تخصصی' })).toBeNull();
    const second = screen.getByTestId('type-b');
    expect(second).toHaveTextContent('غیرفعال');
    expect(second).toHaveTextContent('رایگان');
    expect(within(second).getByRole('button', { name: 'فعال کردن' })).toBeInTheDocument();
  });

  it("adds a type through the form and refreshes the customers' list", async () => {
    const schedule = new FakeScheduleRepository();
    const reservationTypes = new FakeReservationTypeRepository();
    await renderSchedule(schedule, reservationTypes);
    expect(await screen.findByText('هنوز نوع رزروی اضافه نکرده‌اید')).toBeInTheDocument();
    const callsBefore = reservationTypes.listCalls;
    await userEvent.click(screen.getByRole('button', { name: 'افزودن نوع رزرو' }));
    const dialog = screen.getByRole('dialog', { name: 'افزودن نوع رزرو' });
    await userEvent.type(within(dialog).getByLabelText('عنوان'), 'مشاوره مالیاتی');
    await userEvent.type(within(dialog).getByLabelText(/قیمت/), '۱٬۲۰۰٬۰۰۰');
    await userEvent.type(within(dialog).getByLabelText(/خدمات شامل/), 'جلسه ۴۵ دقیقه‌ای{enter}{enter}بررسی اظهارنامه');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'تلفنی' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'ذخیره' }));
    expect(await screen.findByText('نوع رزرو افزوده شد')).toBeInTheDocument();
    expect(schedule.types).toEqual([
      expect.objectContaining({
        title: 'مشاوره مالیاتی',
        price: 1200000,
        includedServices: ['جلسه ۴۵ دقیقه‌ای', 'بررسی اظهارنامه'],
        displayOrder: 0,
      }),
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(reservationTypes.listCalls).toBeGreaterThan(callsBefore));
    // the new type opens its slots panel
    expect(screen.getByRole('heading', { name: 'زمان‌های «مشاوره مالیاتی»' })).toBeInTheDocument();
  });

  it('keeps the form open with the Persian reason when a field is wrong', async () => {
    const schedule = new FakeScheduleRepository();
    await renderSchedule(schedule);
    await userEvent.click(await screen.findByRole('button', { name: 'افزودن نوع رزرو' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('عنوان'), 'مشاوره');
    await userEvent.type(within(dialog).getByLabelText(/قیمت/), '۱۲.۵');
    await userEvent.click(within(dialog).getByRole('button', { name: 'ذخیره' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('قیمت باید عددی صحیح و بدون اعشار به تومان، صفر یا بیشتر باشد');
    expect(schedule.types).toEqual([]);
  });

  it('edits, deactivates and deletes a type', async () => {
    const schedule = new FakeScheduleRepository([sampleAdminType({ _id: 'a', title: 'قدیمی' })]);
    await renderSchedule(schedule);
    await userEvent.click(await screen.findByRole('button', { name: 'ویرایش قدیمی' }));
    const dialog = screen.getByRole('dialog', { name: 'ویرایش نوع رزرو' });
    const title = within(dialog).getByLabelText('عنوان');
    expect(title).toHaveValue('قدیمی');
    await userEvent.clear(title);
    await userEvent.type(title, 'جدید');
    await userEvent.click(within(dialog).getByRole('button', { name: 'ذخیره' }));
    expect(await screen.findByText('نوع رزرو ویرایش شد')).toBeInTheDocument();
    expect(schedule.types[0].title).toBe('جدید');

    await userEvent.click(await screen.findByRole('button', { name: 'غیرفعال کردن' }));
    expect(await screen.findByText('نوع رزرو غیرفعال شد و دیگر به مشتریان نشان داده نمی‌شود')).toBeInTheDocument();
    expect(schedule.types[0].isActive).toBe(false);

    await userEvent.click(await screen.findByRole('button', { name: 'حذف جدید' }));
    const confirm = screen.getByRole('dialog', { name: 'آیا از حذف این نوع رزرو اطمینان دارید؟' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'حذف' }));
    expect(await screen.findByText('نوع رزرو حذف شد')).toBeInTheDocument();
    expect(schedule.types).toEqual([]);
  });

  it('applies a weekly template over a Jalali range and shows the slots on the Jalali calendar', async () => {
    const schedule = new FakeScheduleRepository([sampleAdminType({ _id: 'a', title: 'مشاوره' })]);
    await renderSchedule(schedule);
    await userEvent.click(await screen.findByRole('button', { name: 'زمان‌ها' }));
    expect(await screen.findByText('در این ماه زمان آینده‌ای ثبت نشده است')).toBeInTheDocument();
    const from = screen.getAllByLabelText('از تاریخ')[0];
    await userEvent.clear(from);
    await userEvent.type(from, '۱۴۰۵/۰۹/۰۲');
    const to = screen.getAllByLabelText('تا تاریخ')[0];
    await userEvent.clear(to);
    await userEvent.type(to, '۱۴۰۵/۰۹/۰۸');
    await userEvent.selectOptions(screen.getByLabelText('روز ردیف 1'), 'سه‌شنبه');
    await userEvent.clear(screen.getByLabelText('از ساعت ردیف 1'));
    await userEvent.type(screen.getByLabelText('از ساعت ردیف 1'), '۱۰:۰۰');
    await userEvent.clear(screen.getByLabelText('تا ساعت ردیف 1'));
    await userEvent.type(screen.getByLabelText('تا ساعت ردیف 1'), '11:00');
    await userEvent.click(screen.getByRole('button', { name: 'افزودن روز' }));
    await userEvent.click(screen.getByRole('button', { name: 'اعمال الگو' }));

    expect(await screen.findByText('2 زمان افزوده شد')).toBeInTheDocument();
    expect(schedule.templateCalls[0]).toEqual({
      typeIds: ['a'],
      fromDate: '2026-11-23',
      toDate: '2026-11-29',
      hours: [
        { weekday: 3, start: '10:00', end: '11:00', step: 'session' },
        { weekday: 4, start: '10:00', end: '11:00', step: 'session' },
      ],
    });
    const days = screen.getByRole('group', { name: 'روزهای آذر ۱۴۰۵' });
    await waitFor(() =>
      expect(
        within(days)
          .getAllByRole('button')
          .filter((day) => !(day as HTMLButtonElement).disabled)
          .map((day) => day.getAttribute('aria-label')),
      ).toEqual(['سه‌شنبه ۳ آذر', 'چهارشنبه ۴ آذر']),
    );
    // the first open day is chosen, with its times
    expect(screen.getByRole('heading', { level: 4, name: 'سه‌شنبه ۳ آذر ۱۴۰۵' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'حذف ساعت ۱۰:۰۰ سه‌شنبه ۳ آذر ۱۴۰۵' })).toBeInTheDocument();
  });

  it('refuses a Jalali date that does not exist without calling the server', async () => {
    const schedule = new FakeScheduleRepository([sampleAdminType({ _id: 'a' })]);
    await renderSchedule(schedule);
    await userEvent.click(await screen.findByRole('button', { name: 'زمان‌ها' }));
    const to = await screen.findAllByLabelText('تا تاریخ');
    await userEvent.clear(to[0]);
    await userEvent.type(to[0], '۱۴۰۵/۰۷/۳۱');
    await userEvent.click(screen.getByRole('button', { name: 'اعمال الگو' }));
    expect(await screen.findByText('تاریخ پایان معتبر نیست')).toBeInTheDocument();
    expect(schedule.templateCalls).toEqual([]);
  });

  it('adds a single slot and removes a free one, but not a booked one', async () => {
    const schedule = new FakeScheduleRepository([sampleAdminType({ _id: 'a' })]);
    schedule.put('a', '2026-11-25', '11:00', 'booked');
    await renderSchedule(schedule);
    await userEvent.click(await screen.findByRole('button', { name: 'زمان‌ها' }));
    const single = screen.getByRole('group', { name: 'افزودن یک زمان' });
    const date = within(single).getByLabelText('تاریخ');
    await userEvent.clear(date);
    await userEvent.type(date, '1405/09/04');
    await userEvent.type(within(single).getByLabelText('ساعت'), '۹:۳۰');
    await userEvent.click(within(single).getByRole('button', { name: 'افزودن زمان' }));
    expect(await screen.findByText('زمان افزوده شد')).toBeInTheDocument();
    expect(schedule.slots.map((slot) => [slot.date, slot.time])).toContainEqual(['2026-11-25', '09:30']);

    await userEvent.click(await screen.findByRole('button', { name: 'حذف ساعت ۱۱:۰۰ چهارشنبه ۴ آذر ۱۴۰۵' }));
    expect(await screen.findByText(/رزرو قطعی یا در حال پرداخت دارد و حذف نمی‌شود/)).toBeInTheDocument();
    expect(screen.getByText('(رزرو شده)')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'حذف ساعت ۰۹:۳۰ چهارشنبه ۴ آذر ۱۴۰۵' }));
    expect(await screen.findByText('زمان حذف شد')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'حذف ساعت ۰۹:۳۰ چهارشنبه ۴ آذر ۱۴۰۵' })).toBeNull());
  });

  it('moves between Jalali months on the calendar, never before the current one', async () => {
    const schedule = new FakeScheduleRepository([sampleAdminType({ _id: 'a' })]);
    schedule.put('a', '2026-12-22', '10:00');
    await renderSchedule(schedule);
    await userEvent.click(await screen.findByRole('button', { name: 'زمان‌ها' }));
    expect(await screen.findByRole('button', { name: 'ماه قبل' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'ماه بعد' }));
    const days = await screen.findByRole('group', { name: 'روزهای دی ۱۴۰۵' });
    await waitFor(() => expect(within(days).getByRole('button', { name: 'سه‌شنبه ۱ دی' })).toBeEnabled());
    expect(screen.getByRole('heading', { level: 4, name: 'سه‌شنبه ۱ دی ۱۴۰۵' })).toBeInTheDocument();
    await userEvent.click(within(screen.getByRole('group', { name: 'ماه‌ها' })).getByRole('button', { name: 'آذر ۱۴۰۵' }));
    expect(await screen.findByRole('group', { name: 'روزهای آذر ۱۴۰۵' })).toBeInTheDocument();
  });

  it('shows the load failure', async () => {
    const schedule = new FakeScheduleRepository();
    schedule.failWith = 'خطا در ارتباط با سرور';
    await renderSchedule(schedule);
    expect(await screen.findByText('خطا در ارتباط با سرور')).toBeInTheDocument();
  });

  it('is not shown to a customer, whom the role guard sends to /login with the reason', async () => {
    renderApp('/dashboard?tab=schedule', { state: { user: { currentUser: sampleUser(), loading: false, error: null } } });
    expect(await screen.findByRole('heading', { name: 'ورود - ثبت نام' })).toBeInTheDocument();
    expect(screen.getByText(ACCESS_REFUSAL_MESSAGES.role)).toBeInTheDocument();
  });
});
