import { screen, within } from '@testing-library/react';
import { renderApp } from './support/render-app';
import { sampleUser } from '../fakes/sample-data';
import { FakeMyReservationsRepository, sampleMyReservation } from '../fakes/fake-my-reservations-repository';

const signedIn = { user: { currentUser: sampleUser(), loading: false, error: null } };
const CONFIRMED_ID = '4c1f0c2e-59b4-4f5e-9e35-1d3c2a1b0f00';

describe('the calendar links in my reservations', () => {
  it('offers the .ics file and Google Calendar (through the server) for a confirmed booking only, as plain links', async () => {
    const myReservations = new FakeMyReservationsRepository([
      sampleMyReservation({ _id: CONFIRMED_ID, date: '2026-11-30', timeSlot: '09:00', createdAt: '2026-11-21T08:00:00Z' }),
      sampleMyReservation({
        _id: 'b',
        status: 'cancelled',
        cancelReason: 'لغو به درخواست مشاور',
        paymentRefId: null,
        payment: null,
        createdAt: '2026-11-20T08:00:00Z',
      }),
      sampleMyReservation({ _id: 'c', status: 'expired', paymentRefId: null, payment: null, createdAt: '2026-11-19T08:00:00Z' }),
    ]);
    renderApp('/dashboard?tab=reservations', { state: signedIn, services: { myReservations } });
    const [confirmed, cancelled, expired] = await screen.findAllByTestId('my-reservation');

    const file = within(confirmed).getByRole('link', { name: 'افزودن به تقویم (فایل ics)' });
    expect(file).toHaveAttribute('href', `/api/reservations/${CONFIRMED_ID}/calendar.ics`);
    expect(file).toHaveAttribute('download');

    const google = within(confirmed).getByRole('link', { name: 'افزودن به تقویم گوگل' });
    // the server fills Google's page in, meeting link and all (test/server/schedule-session-calendar.test.ts)
    expect(google).toHaveAttribute('href', `/api/reservations/${CONFIRMED_ID}/google-calendar`);
    expect(google).toHaveAttribute('target', '_blank');
    expect(google.getAttribute('rel')).toMatch(/\bnoopener\b/);

    for (const item of [cancelled, expired]) {
      expect(within(item).queryByRole('link', { name: /افزودن به تقویم/ })).toBeNull();
    }
  });

  it('shows no calendar links on a hold that is still waiting for payment', async () => {
    const myReservations = new FakeMyReservationsRepository([
      sampleMyReservation({ status: 'pending', paymentRefId: null, payment: null, createdAt: new Date().toISOString() }),
    ]);
    renderApp('/dashboard?tab=reservations', { state: signedIn, services: { myReservations } });
    const item = await screen.findByTestId('my-reservation');
    expect(within(item).queryByRole('link', { name: /افزودن به تقویم/ })).toBeNull();
  });
});
