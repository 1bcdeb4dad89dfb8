jest.setTimeout(20000);

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from './support/render-app';
import { sampleAdminType, sampleUser } from '../fakes/sample-data';
import { FakeBookingsRepository } from '../fakes/fake-bookings-repository';
import { FakeBusinessRepository } from '../fakes/fake-business-repository';
import { FakeClock } from '../fakes/fake-clock';
import { FakeScheduleRepository } from '../fakes/fake-schedule-repository';
import { addDays, toBusinessWallClock } from '../../src/core/domain/business-time';

const admin = { user: { currentUser: sampleUser({ isAdmin: true }), loading: false, error: null } };

/** The agenda tab with one type that has a free slot and a booked one two days after the clock's today, and two free times today that have come. */
function renderForm() {
  const clock = new FakeClock();
  const day = addDays(toBusinessWallClock(clock.now()).date, 2);
  const schedule = new FakeScheduleRepository([sampleAdminType({ _id: 't-1', title: 'مشاوره مالیاتی' })]);
  const now = toBusinessWallClock(clock.now());
  schedule.slots = [
    { _id: 'free', typeId: 't-1', date: day, time: '10:00', occupancy: 'free' },
    { _id: 'taken', typeId: 't-1', date: day, time: '11:00', occupancy: 'booked' },
    // free in the list, but their time today has come: never offered
    { _id: 'passed', typeId: 't-1', date: now.date, time: '00:00', occupancy: 'free' },
    { _id: 'now', typeId: 't-1', date: now.date, time: now.time, occupancy: 'free' },
  ];
  const bookings = new FakeBookingsRepository();
  bookings.customers = [{ id: 'u-1', name: 'سارا احمدی', email: 'sara@example.com', mobile: '09121234567' }];
  const business = new FakeBusinessRepository();
  renderApp('/dashboard?tab=agenda', { state: admin, services: { bookings, schedule, business, clock } });
  return { bookings, business, day };
}

/** Only the free time still ahead is offered: not the booked one, nor today's times that have come. */
async function chooseTheFreeSlot(form: HTMLElement) {
  await userEvent.selectOptions(within(form).getByLabelText('نوع رزرو'), 'مشاوره مالیاتی');
  const slot = within(form).getByLabelText('زمان آزاد (۳۰ روز آینده، به وقت تهران)');
  await waitFor(() => expect(within(slot).getAllByRole('option')).toHaveLength(1));
  expect(slot).toHaveTextContent('ساعت ۱۰:۰۰');
}

describe('the phone-booking form in the agenda', () => {
  it('books a free slot for a customer found by their mobile, paid outside the site, and reloads the agenda', async () => {
    const { bookings, business, day } = renderForm();
    const form = await screen.findByRole('form', { name: 'رزرو تلفنی' }, { timeout: 10000 });
    await userEvent.type(within(form).getByLabelText('جستجوی مشتری (نام، ایمیل یا موبایل)'), '0912123');
    await userEvent.click(within(form).getByRole('button', { name: 'جستجو' }));
    await waitFor(() => expect(within(form).getByLabelText('مشتری')).toHaveValue('u-1'));
    await chooseTheFreeSlot(form);
    await userEvent.type(within(form).getByLabelText('مبلغ پرداخت‌شده بیرون از سایت (تومان؛ خالی یعنی رایگان)'), '۱٬۲۰۰٬۰۰۰');
    const asked = business.agendaAsked.length;
    await userEvent.click(within(form).getByRole('button', { name: 'ثبت رزرو' }));

    expect(await within(form).findByText('رزرو برای مشتری ثبت و قطعی شد')).toBeInTheDocument();
    expect(bookings.phoneBookings).toEqual([
      { customer: { userId: 'u-1' }, reservationTypeId: 't-1', date: day, time: '10:00', paidOutside: 1_200_000 },
    ]);
    await waitFor(() => expect(business.agendaAsked.length).toBeGreaterThan(asked));
  });

  it('books a free session for a new customer, and refuses one without a mobile in Persian before sending anything', async () => {
    const { bookings, day } = renderForm();
    const form = await screen.findByRole('form', { name: 'رزرو تلفنی' }, { timeout: 10000 });
    await userEvent.type(within(form).getByLabelText('نام'), 'علی');
    await userEvent.type(within(form).getByLabelText('نام خانوادگی'), 'رضایی');
    await userEvent.type(within(form).getByLabelText(/^ایمیل/), 'ali@example.com');
    await chooseTheFreeSlot(form);
    await userEvent.type(within(form).getByLabelText('شماره موبایل'), '12');
    await userEvent.click(within(form).getByRole('button', { name: 'ثبت رزرو' }));
    expect(await within(form).findByText('شماره موبایل معتبر نیست؛ آن را مانند ۰۹۱۲۳۴۵۶۷۸۹ وارد کنید')).toBeInTheDocument();
    expect(bookings.phoneBookings).toEqual([]);

    await userEvent.clear(within(form).getByLabelText('شماره موبایل'));
    await userEvent.type(within(form).getByLabelText('شماره موبایل'), '۰۹۳۵۱۱۱۲۲۳۳');
    await userEvent.click(within(form).getByRole('button', { name: 'ثبت رزرو' }));
    expect(await within(form).findByText('رزرو برای مشتری ثبت و قطعی شد')).toBeInTheDocument();
    expect(bookings.phoneBookings).toEqual([
      {
        customer: { firstName: 'علی', lastName: 'رضایی', mobile: '09351112233', email: 'ali@example.com' },
        reservationTypeId: 't-1',
        date: day,
        time: '10:00',
        paidOutside: null,
      },
    ]);
  });
});
