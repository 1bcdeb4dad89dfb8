import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { chooseMondayAtTen, openBooking, payButton, type } from './booking-harness';
import { FakeReservationTypeRepository } from '../../fakes/fake-reservation-type-repository';
import { InMemoryPendingBookingStore } from '../../fakes/in-memory-pending-booking-store';
import { sampleUser } from '../../fakes/sample-data';
import type { BookingQuestion } from '../../../src/core/domain/booking-questions/booking-question';

// Pages load lazily; on a busy machine the first chunk can take over a second.
configure({ asyncUtilTimeout: 5000 });

const QUESTIONS: BookingQuestion[] = [
  { id: 'field', label: 'حوزه فعالیت شرکت؟', kind: 'short-text', help: 'مثلاً بازرگانی یا تولیدی', required: true },
  { id: 'year', label: 'سال مالی مورد بررسی؟', kind: 'number', help: '', required: true },
  { id: 'size', label: 'اندازه شرکت؟', kind: 'choice', options: ['کوچک', 'بزرگ'], help: '', required: false },
  { id: 'audited', label: 'حسابرسی شده است؟', kind: 'yes-no', help: '', required: false },
  { id: 'topic', label: 'موضوع اصلی جلسه؟', kind: 'long-text', help: '', required: false },
];
const asking = (pendingBookings?: InMemoryPendingBookingStore) => ({
  reservationTypes: new FakeReservationTypeRepository([{ ...type, questions: QUESTIONS }]),
  ...(pendingBookings ? { pendingBookings } : {}),
});

describe("the consultant's questions on the booking screen", () => {
  it('shows each question with its help line and required mark, refuses a missing required answer in Persian, and sends the answers with the booking', async () => {
    const { services } = openBooking({ user: sampleUser(), services: asking() });
    const group = await screen.findByRole('group', { name: 'پرسش‌های مشاور' });
    const field = within(group).getByRole('textbox', { name: /حوزه فعالیت شرکت؟/ });
    expect(field).toHaveAccessibleDescription('مثلاً بازرگانی یا تولیدی');
    expect(field).toHaveAttribute('aria-required', 'true');
    expect(within(group).getAllByTitle('الزامی')).toHaveLength(2);
    expect(within(group).getByRole('radiogroup', { name: 'اندازه شرکت؟' })).toBeInTheDocument();
    expect(within(group).getByRole('textbox', { name: 'موضوع اصلی جلسه؟' }).tagName).toBe('TEXTAREA');

    await chooseMondayAtTen();
    await userEvent.type(field, 'بازرگانی');
    await userEvent.type(within(group).getByRole('textbox', { name: /سال مالی/ }), 'هزار');
    await userEvent.click(payButton());
    expect(await screen.findByText('پاسخ پرسش «سال مالی مورد بررسی؟» باید عدد باشد')).toBeInTheDocument();
    expect(within(group).getByRole('textbox', { name: /سال مالی/ })).toHaveAttribute('aria-invalid', 'true');
    expect(services.reservations.bookCalls).toEqual([]);

    await userEvent.clear(within(group).getByRole('textbox', { name: /سال مالی/ }));
    await userEvent.type(within(group).getByRole('textbox', { name: /سال مالی/ }), '۱۴۰۳');
    await userEvent.click(within(group).getByRole('radio', { name: 'بزرگ' }));
    await userEvent.click(within(group).getByRole('radio', { name: 'خیر' }));
    await userEvent.click(payButton());
    expect(await screen.findByText('رزرو شما ثبت شد')).toBeInTheDocument();
    expect(services.reservations.bookCalls).toEqual([
      {
        reservationTypeId: 't-1',
        date: '2026-11-23',
        timeSlot: '10:00',
        answers: { field: 'بازرگانی', year: '۱۴۰۳', size: 'بزرگ', audited: 'no' },
      },
    ]);
  });

  it('says which required question is unanswered and books nothing', async () => {
    const { services } = openBooking({ user: sampleUser(), services: asking() });
    await screen.findByRole('group', { name: 'پرسش‌های مشاور' });
    await chooseMondayAtTen();
    await userEvent.click(payButton());
    expect(await screen.findByText('به پرسش «حوزه فعالیت شرکت؟» پاسخ دهید')).toBeInTheDocument();
    expect(screen.getByText('به پرسش «سال مالی مورد بررسی؟» پاسخ دهید')).toBeInTheDocument();
    expect(services.reservations.bookCalls).toEqual([]);
  });

  it('keeps what a visitor typed through signing in: saved with the choice, back in the fields on return', async () => {
    const first = openBooking({ services: asking() });
    await userEvent.type(await screen.findByRole('textbox', { name: /حوزه فعالیت شرکت؟/ }), 'تولیدی');
    await userEvent.type(screen.getByRole('textbox', { name: /سال مالی/ }), '1402');
    await chooseMondayAtTen();
    await userEvent.click(payButton());
    const saved = first.services.pendingBookings.pending;
    expect(saved).toMatchObject({ date: '2026-11-23', timeSlot: '10:00', answers: { field: 'تولیدی', year: '1402' } });
    first.unmount();

    const store = Object.assign(new InMemoryPendingBookingStore(), { pending: saved });
    openBooking({ user: sampleUser(), services: asking(store) });
    expect(await screen.findByRole('button', { name: '۱۰:۰۰', pressed: true })).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: /حوزه فعالیت شرکت؟/ })).toHaveValue('تولیدی');
    expect(screen.getByRole('textbox', { name: /سال مالی/ })).toHaveValue('1402');
  });
});
