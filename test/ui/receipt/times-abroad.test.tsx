import { screen, within } from '@testing-library/react';
import { renderApp } from '../support/render-app';
import { signedIn } from '../support/signed-in';
import { FakeMyReservationsRepository, sampleMyReservation } from '../../fakes/fake-my-reservations-repository';
import { FixedVisitorTimeZone } from '../../fakes/fixed-visitor-time-zone';

function myReservationsIn(zone: string) {
  const myReservations = new FakeMyReservationsRepository([sampleMyReservation({ date: '2026-11-25', timeSlot: '10:00' })]);
  renderApp('/dashboard?tab=reservations', { state: signedIn(), services: { myReservations, timeZone: new FixedVisitorTimeZone(zone) } });
}

describe('times for a visitor abroad, in my reservations', () => {
  it("says «به وقت تهران» and the visitor's own time where their clock differs", async () => {
    myReservationsIn('Europe/Berlin');
    const item = await screen.findByTestId('my-reservation');
    expect(within(item).getByTestId('tehran-time')).toHaveTextContent('۱۰:۰۰ به وقت تهران (۰۷:۳۰ به وقت شما)');
  });

  it("names the visitor's day when it is not Tehran's", async () => {
    myReservationsIn('America/Los_Angeles');
    const item = await screen.findByTestId('my-reservation');
    expect(within(item).getByTestId('tehran-time')).toHaveTextContent('۱۰:۰۰ به وقت تهران (سه‌شنبه ۲۲:۳۰ به وقت شما)');
  });

  it('changes nothing in Tehran', async () => {
    myReservationsIn('Asia/Tehran');
    const item = await screen.findByTestId('my-reservation');
    expect(within(item).queryByTestId('tehran-time')).toBeNull();
    expect(within(item).getByText('ساعت').nextElementSibling).toHaveTextContent(/^۱۰:۰۰$/);
  });
});
