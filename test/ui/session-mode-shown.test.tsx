import { configure, screen, within } from '@testing-library/react';
import { renderApp } from './support/render-app';
import { FakeReservationTypeRepository } from '../fakes/fake-reservation-type-repository';
import { FakeMyReservationsRepository, sampleMyReservation } from '../fakes/fake-my-reservations-repository';
import { sampleReservationType, sampleUser } from '../fakes/sample-data';
import { openBooking } from './booking/booking-harness';

configure({ asyncUtilTimeout: 5000 });

const ADDRESS = 'تهران، خیابان ولیعصر، پلاک ۱۲';
const signedIn = { user: { currentUser: sampleUser(), loading: false, error: null } };

describe('how the session happens, as the customer reads it', () => {
  it("says on each type's card whether it is online, at the office (with the address) or by phone", async () => {
    const types = [
      sampleReservationType({ _id: 't-1', title: 'جلسه آشنایی رایگان', price: 0, session: { mode: 'phone', officeAddress: null } }),
      sampleReservationType({ _id: 't-2', title: 'مشاوره مالی تخصصی', session: { mode: 'online', officeAddress: null } }),
      sampleReservationType({ _id: 't-3', title: 'مشاوره حسابرسی', session: { mode: 'office', officeAddress: ADDRESS } }),
    ];
    renderApp('/reservations', { services: { reservationTypes: new FakeReservationTypeRepository(types) } });
    const [phone, online, office] = await screen.findAllByRole('article');
    expect(within(phone).getByTestId('session-place')).toHaveTextContent('نحوه برگزاری: تلفنی؛ مشاور با شماره همراه شما تماس می‌گیرد');
    expect(within(online).getByTestId('session-place')).toHaveTextContent(
      'نحوه برگزاری: آنلاین؛ لینک جلسه از ۳۰ دقیقه پیش از شروع در «رزروهای من» نمایش داده می‌شود',
    );
    expect(within(office).getByTestId('session-place')).toHaveTextContent(`نحوه برگزاری: حضوری در دفتر: ${ADDRESS}`);
  });

  it('says it on the booking screen too', async () => {
    openBooking();
    expect(await screen.findByTestId('session-place')).toHaveTextContent('نحوه برگزاری: آنلاین');
  });
});

describe('how the session happens, in my reservations (the clock stands at 2026-11-22 12:00 in Tehran)', () => {
  const show = async (reservation: ReturnType<typeof sampleMyReservation>) => {
    renderApp('/dashboard?tab=reservations', {
      state: signedIn,
      services: { myReservations: new FakeMyReservationsRepository([reservation]) },
    });
    return within(await screen.findByTestId('my-reservation')).getByTestId('session-mode');
  };

  it('says when the meeting link will appear while the server keeps it back', async () => {
    const line = await show(sampleMyReservation({ date: '2026-11-25', timeSlot: '10:00', session: { mode: 'online', meetingLink: null } }));
    expect(line).toHaveTextContent('نحوه برگزاری: آنلاین');
    expect(line).toHaveTextContent('لینک جلسه از چهارشنبه ۴ آذر ۱۴۰۵ ساعت ۰۹:۳۰ همین‌جا نمایش داده می‌شود');
    expect(within(line).queryByRole('link')).toBeNull();
  });

  it('gives the meeting link once the server sends it', async () => {
    const line = await show(
      sampleMyReservation({
        date: '2026-11-22',
        timeSlot: '12:15',
        session: { mode: 'online', meetingLink: 'https://meet.example.com/x' },
      }),
    );
    const link = within(line).getByRole('link', { name: 'ورود به جلسه آنلاین' });
    expect(link).toHaveAttribute('href', 'https://meet.example.com/x');
    expect(link.getAttribute('rel')).toMatch(/\bnoopener\b/);
  });

  it("names the office's address, and the customer's own number for a phone session", async () => {
    expect(await show(sampleMyReservation({ session: { mode: 'office', officeAddress: ADDRESS } }))).toHaveTextContent(
      `نحوه برگزاری: حضوری در دفتر ${ADDRESS}`,
    );
  });

  it('names the number the consultant will call, in Persian digits', async () => {
    expect(await show(sampleMyReservation({ session: { mode: 'phone', customerMobile: '09121234567' } }))).toHaveTextContent(
      'مشاور با شماره ۰۹۱۲۱۲۳۴۵۶۷ با شما تماس می‌گیرد',
    );
  });
});
