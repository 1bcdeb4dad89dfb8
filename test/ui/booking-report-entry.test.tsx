jest.setTimeout(20000);

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderBookings } from './support/render-bookings';
import { sampleBooking } from '../fakes/sample-data';
import { FakeBookingsRepository } from '../fakes/fake-bookings-repository';
import { samplePaymentHistory } from '../fakes/sample-money';

describe("«نوشتن گزارش» in a booking's detail", () => {
  async function detailOf(status: 'confirmed' | 'cancelled') {
    const bookings = new FakeBookingsRepository([sampleBooking({ _id: 'b1', status })], { b1: samplePaymentHistory() });
    await renderBookings(bookings);
    await userEvent.click(within(await screen.findByTestId('booking-b1')).getByRole('button', { name: 'تاریخچه پرداخت' }));
    return screen.getByRole('dialog', { name: 'تاریخچه پرداخت' });
  }

  it("opens a confirmed booking's report editor", async () => {
    const dialog = await detailOf('confirmed');
    expect(within(dialog).getByRole('link', { name: 'نوشتن گزارش' })).toHaveAttribute('href', '/dashboard/bookings/b1/report');
  });

  it('is not offered for a cancelled booking', async () => {
    const dialog = await detailOf('cancelled');
    expect(within(dialog).queryByRole('link', { name: 'نوشتن گزارش' })).toBeNull();
  });
});
