import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, type TestServices } from '../support/render-app';
import { FakeReservationTypeRepository } from '../../fakes/fake-reservation-type-repository';
import { sampleReservationType } from '../../fakes/sample-data';
import type { User } from '../../../src/core/domain/user';

// The fake clock stands at 1405/09/01 (2026-11-22), 12:00 in Tehran.
export const type = sampleReservationType({
  _id: 't-1',
  title: 'مشاوره مالی تخصصی',
  description: 'جلسه یک‌ساعته',
  price: 1500000,
  includedServices: ['جلسه ۶۰ دقیقه‌ای', 'گزارش کتبی'],
  availableDates: [
    {
      date: '2026-11-22',
      timeSlots: [
        { _id: 'a', time: '11:00' },
        { _id: 'b', time: '12:00' },
      ],
    },
    {
      date: '2026-11-23',
      timeSlots: [
        { _id: 'c', time: '10:00' },
        { _id: 'd', time: '11:00' },
        { _id: 'e', time: '12:00' },
        { _id: 'f', time: '16:00' },
      ],
    },
    { date: '2026-12-25', timeSlots: [{ _id: 'g', time: '10:00' }] },
  ],
});

export function openBooking(options: { user?: User | null; services?: Partial<TestServices>; state?: unknown } = {}) {
  const user = options.user ?? null;
  return renderApp(
    { pathname: '/reservation/t-1', state: options.state ?? null },
    {
      state: { user: { currentUser: user, loading: false, error: null } },
      services: { reservationTypes: new FakeReservationTypeRepository([type]), ...options.services },
    },
  );
}

/** A calendar day by its weekday, number and month; its label may go on (', امروز', why it is closed). */
export const dayName = (name: string) => new RegExp(`^${name}(،|$)`);
export const day = (name: string) => screen.getByRole('link', { name: dayName(name) });
export const month = (name: string) => screen.getByRole('link', { name });
export const slot = (name: RegExp | string) => screen.getByRole('button', { name });
export const payButton = () => screen.getByRole('button', { name: 'پرداخت و رزرو' });

export async function chooseMondayAtTen() {
  await userEvent.click(await screen.findByRole('link', { name: dayName('دوشنبه ۲ آذر') }));
  await userEvent.click(await screen.findByRole('button', { name: '۱۰:۰۰' }));
}
