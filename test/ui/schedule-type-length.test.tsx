jest.setTimeout(20000);
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from './support/render-app';
import { sampleUser } from '../fakes/sample-data';
import { FakeScheduleRepository } from '../fakes/fake-schedule-repository';
import { FakeBookingChangesRepository } from '../fakes/fake-booking-changes-repository';

const admin = { user: { currentUser: sampleUser({ isAdmin: true }), loading: false, error: null } };

describe('session length, rest, the popular mark and the minimum notice on the schedule tab', () => {
  it('adds a type with its length, rest and popular mark, refusing a length out of range in Persian', async () => {
    const schedule = new FakeScheduleRepository();
    renderApp('/dashboard?tab=schedule', { state: admin, services: { schedule } });
    await userEvent.click(await screen.findByRole('button', { name: 'افزودن نوع رزرو' }, { timeout: 10000 }));
    const dialog = screen.getByRole('dialog', { name: 'افزودن نوع رزرو' });
    await userEvent.type(within(dialog).getByLabelText('عنوان'), 'تماس کوتاه');
    await userEvent.type(within(dialog).getByLabelText(/قیمت/), '۰');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'تلفنی' }));
    const length = within(dialog).getByLabelText(/مدت جلسه/);
    expect(length).toHaveValue('۶۰');
    await userEvent.clear(length);
    await userEvent.type(length, '۵۰۰');
    await userEvent.click(within(dialog).getByRole('button', { name: 'ذخیره' }));
    expect(await within(dialog).findByText('مدت جلسه را به دقیقه، عددی از ۵ تا ۴۸۰ وارد کنید')).toBeInTheDocument();
    expect(schedule.types).toEqual([]);

    await userEvent.clear(length);
    await userEvent.type(length, '۱۵');
    const rest = within(dialog).getByLabelText(/استراحت پس از جلسه/);
    await userEvent.clear(rest);
    await userEvent.type(rest, '5');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /پرطرفدار/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'ذخیره' }));
    expect(await screen.findByText('نوع رزرو افزوده شد')).toBeInTheDocument();
    expect(schedule.types).toEqual([
      expect.objectContaining({ title: 'تماس کوتاه', durationMinutes: 15, bufferMinutes: 5, popular: true }),
    ]);
  });

  it('shows the minimum notice and saves a new one, refusing what is not whole minutes', async () => {
    const bookingChanges = new FakeBookingChangesRepository();
    renderApp('/dashboard?tab=schedule', { state: admin, services: { bookingChanges } });
    const field = await screen.findByRole('spinbutton', { name: /حداقل فاصله رزرو تا شروع جلسه/ }, { timeout: 10000 });
    expect(field).toHaveValue(180);
    await userEvent.clear(field);
    await userEvent.type(field, '50000');
    await userEvent.click(screen.getByRole('button', { name: 'ذخیره حداقل فاصله' }));
    expect(await screen.findByText('حداقل فاصله رزرو تا جلسه را به دقیقه، عددی از ۰ تا ۴۳۲۰۰ وارد کنید')).toBeInTheDocument();
    expect(bookingChanges.bookingNotice).toBe(180);
    await userEvent.clear(field);
    await userEvent.type(field, '90');
    await userEvent.click(screen.getByRole('button', { name: 'ذخیره حداقل فاصله' }));
    expect(await screen.findByText('حداقل فاصله رزرو تا جلسه ذخیره شد')).toBeInTheDocument();
    expect(bookingChanges.bookingNotice).toBe(90);
  });
});
