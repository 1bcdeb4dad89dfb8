import { screen } from '@testing-library/react';
import { renderApp } from './render-app';
import { sampleAdminType, sampleUser } from '../../fakes/sample-data';
import type { FakeBookingsRepository } from '../../fakes/fake-bookings-repository';
import { FakeScheduleRepository } from '../../fakes/fake-schedule-repository';

const admin = { user: { currentUser: sampleUser({ isAdmin: true }), loading: false, error: null } };

/** The all-bookings tab, signed in as an admin, over these bookings and two types (t-1 and t-2), once its heading is up. */
export async function renderBookings(bookings: FakeBookingsRepository) {
  const schedule = new FakeScheduleRepository([
    sampleAdminType({ _id: 't-1', title: 'مشاوره مالی تخصصی' }),
    sampleAdminType({ _id: 't-2', title: 'مشاوره مالیاتی' }),
  ]);
  const view = renderApp('/dashboard?tab=bookings', { state: admin, services: { bookings, schedule } });
  await screen.findByRole('heading', { level: 2, name: 'همه رزروها' }, { timeout: 10000 });
  return view;
}
