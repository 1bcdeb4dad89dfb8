jest.setTimeout(20000);
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from './support/render-app';
import { sampleUser } from '../fakes/sample-data';
import { FakeBookingChangesRepository } from '../fakes/fake-booking-changes-repository';

const admin = { user: { currentUser: sampleUser({ isAdmin: true }), loading: false, error: null } };

describe('the customers’ change notice on the schedule tab', () => {
  it('shows the stored notice and saves a new one, refusing what is not whole hours', async () => {
    const bookingChanges = new FakeBookingChangesRepository();
    renderApp('/dashboard?tab=schedule', { state: admin, services: { bookingChanges } });
    const field = await screen.findByRole('spinbutton', { name: /مهلت لغو و تغییر زمان توسط مشتری/ }, { timeout: 10000 });
    expect(field).toHaveValue(24);

    await userEvent.clear(field);
    await userEvent.type(field, '800');
    await userEvent.click(screen.getByRole('button', { name: 'ذخیره مهلت' }));
    expect(await screen.findByText('مهلت لغو و جابه‌جایی را به ساعت، عددی از ۰ تا ۷۲۰ وارد کنید')).toBeInTheDocument();
    expect(bookingChanges.noticeHours).toBe(24);

    await userEvent.clear(field);
    await userEvent.type(field, '48');
    await userEvent.click(screen.getByRole('button', { name: 'ذخیره مهلت' }));
    expect(await screen.findByText('مهلت لغو و جابه‌جایی ذخیره شد')).toBeInTheDocument();
    expect(bookingChanges.noticeHours).toBe(48);
  });
});
