jest.setTimeout(20000);

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from './support/render-app';
import { sampleBooking, sampleUser } from '../fakes/sample-data';
import { FakeBookingsRepository } from '../fakes/fake-bookings-repository';
import { FakeClock } from '../fakes/fake-clock';
import { addDays, toBusinessWallClock } from '../../src/core/domain/business-time';

const admin = { user: { currentUser: sampleUser({ isAdmin: true }), loading: false, error: null } };

describe('the no-show mark in the bookings table', () => {
  it('is offered on a session whose time has come, shown once set, and can be taken back; never on a future or cancelled one', async () => {
    const clock = new FakeClock();
    const today = toBusinessWallClock(clock.now()).date;
    const bookings = new FakeBookingsRepository([
      sampleBooking({ _id: 'started', date: today, time: '00:00' }),
      sampleBooking({ _id: 'coming', date: addDays(today, 1) }),
      sampleBooking({ _id: 'cancelled', date: today, time: '00:00', status: 'cancelled' }),
    ]);
    renderApp('/dashboard?tab=bookings', { state: admin, services: { bookings, clock } });

    const started = await screen.findByTestId('booking-started', {}, { timeout: 10000 });
    expect(within(screen.getByTestId('booking-coming')).queryByRole('button', { name: 'نیامد' })).toBeNull();
    expect(within(screen.getByTestId('booking-cancelled')).queryByRole('button', { name: 'نیامد' })).toBeNull();

    await userEvent.click(within(started).getByRole('button', { name: 'نیامد' }));
    expect(await screen.findByText('جلسه با علامت «نیامد» ثبت شد')).toBeInTheDocument();
    expect(bookings.noShowCalls).toEqual([{ id: 'started', missed: true }]);
    const marked = await within(screen.getByTestId('booking-started')).findByRole('button', { name: 'برداشتن علامت «نیامد»' });
    expect(screen.getByTestId('booking-started')).toHaveTextContent('نیامد');

    await userEvent.click(marked);
    expect(await screen.findByText('علامت «نیامد» برداشته شد')).toBeInTheDocument();
    expect(bookings.noShowCalls.at(-1)).toEqual({ id: 'started', missed: false });
  });
});
