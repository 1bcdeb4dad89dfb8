import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderBookings } from './support/render-bookings';
import { sampleBooking } from '../fakes/sample-data';
import { FakeBookingsRepository } from '../fakes/fake-bookings-repository';

describe("the customers' answers in the bookings table", () => {
  it('folds each booking’s answers under its customer, each under its question as asked, and shows none where there are none', async () => {
    const bookings = new FakeBookingsRepository([
      sampleBooking({
        _id: 'a',
        answers: [
          { questionId: 'q1', label: 'حوزه فعالیت شرکت؟', kind: 'short-text', answer: 'بازرگانی' },
          { questionId: 'q2', label: 'سال مالی مورد بررسی؟', kind: 'number', answer: 1403 },
          { questionId: 'q3', label: 'حسابرسی شده است؟', kind: 'yes-no', answer: false },
        ],
      }),
      sampleBooking({ _id: 'b' }),
    ]);
    await renderBookings(bookings);
    const row = await screen.findByTestId('booking-a');
    const summary = within(row).getByText('پاسخ‌های مشتری (۳)');
    await userEvent.click(summary);
    const terms = within(row)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(terms).toEqual([
      ['حوزه فعالیت شرکت؟', 'بازرگانی'],
      ['سال مالی مورد بررسی؟', '۱٬۴۰۳'],
      ['حسابرسی شده است؟', 'خیر'],
    ]);
    expect(within(screen.getByTestId('booking-b')).queryByText(/پاسخ‌های مشتری/)).toBeNull();
  });
});
