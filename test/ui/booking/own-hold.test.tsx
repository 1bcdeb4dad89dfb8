import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { openBooking, dayName, day, slot, payButton, chooseMondayAtTen } from './booking-harness';
import { sampleUser } from '../../fakes/sample-data';
import { FakeHoldRepository, sampleHold } from '../../fakes/fake-hold-repository';
import { HeldElsewhere } from '../../../src/core/domain/customer-hold';

// Pages load lazily; on a busy machine the first chunk can take over a second.
configure({ asyncUtilTimeout: 5000 });

describe("the customer's own unpaid hold on the booking screen", () => {
  // held at 08:28 for Monday 2 Azar at 11:00; the fake clock stands at 08:30, four minutes left
  const hold = sampleHold({ reservationTypeId: 't-1', date: '2026-11-23', timeSlot: '11:00', createdAt: '2026-11-22T08:28:00.000Z' });
  const heldBy = (holds: FakeHoldRepository) => {
    const view = openBooking({ user: sampleUser(), services: { holds } });
    view.services.reservations.byDateAnswers.set('2026-11-23', [
      { timeSlot: '11:00', status: 'pending', createdAt: hold.createdAt, busyFrom: 660, busyUntil: 690 },
    ]);
    return view;
  };
  const panel = () => screen.findByRole('region', { name: 'رزرو در انتظار پرداخت شما' });

  it("shows its slot as the customer's own with the countdown, not as someone else's hold", async () => {
    heldBy(new FakeHoldRepository(hold));
    expect(await panel()).toHaveTextContent('مشاوره مالی تخصصی، دوشنبه ۲ آذر ۱۴۰۵ ساعت ۱۱:۰۰');
    expect(await panel()).toHaveTextContent('مهلت پرداخت: ۴:۰۰');
    await userEvent.click(day('دوشنبه ۲ آذر'));
    expect(await screen.findByRole('button', { name: '۱۱:۰۰ زمان شما (۴:۰۰)' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: /در حال رزرو/ })).toBeNull();
  });

  it("is not loaded for a visitor, whose screen shows the held slot as anyone's", async () => {
    const holds = new FakeHoldRepository(hold);
    const { services } = openBooking({ services: { holds } });
    services.reservations.byDateAnswers.set('2026-11-23', [
      { timeSlot: '11:00', status: 'pending', createdAt: hold.createdAt, busyFrom: 660, busyUntil: 690 },
    ]);
    await userEvent.click(await screen.findByRole('link', { name: dayName('دوشنبه ۲ آذر') }));
    expect(await screen.findByRole('button', { name: '۱۱:۰۰ در حال رزرو (۴:۰۰)' })).toBeDisabled();
    expect(holds.myHoldCalls).toBe(0);
    expect(screen.queryByRole('region', { name: 'رزرو در انتظار پرداخت شما' })).toBeNull();
  });

  it('is paid for again from the panel, behind the "to the bank" overlay', async () => {
    const { services } = heldBy(new FakeHoldRepository(hold));
    services.payments.answer = { paymentUrl: 'https://bank.test/StartPay/A8' };
    await userEvent.click(within(await panel()).getByRole('button', { name: 'پرداخت' }));
    expect(await screen.findByText('در حال انتقال به بانک')).toBeInTheDocument();
    expect(services.payments.calls).toEqual(['r-held']);
    expect(services.pendingBookings.lastReservationId).toBe('r-held');
    await waitFor(() => expect(services.navigation.left).toEqual(['https://bank.test/StartPay/A8']));
  });

  it('is released after confirmation, which frees its slot at once', async () => {
    const holds = new FakeHoldRepository(hold);
    const { services } = heldBy(holds);
    await userEvent.click(await screen.findByRole('link', { name: dayName('دوشنبه ۲ آذر') }));
    await screen.findByRole('button', { name: '۱۱:۰۰ زمان شما (۴:۰۰)' });
    await userEvent.click(within(await panel()).getByRole('button', { name: 'انصراف از رزرو' }));
    const dialog = await screen.findByRole('dialog', { name: /آیا از انصراف از این رزرو اطمینان دارید؟/ });
    services.reservations.byDateAnswers.set('2026-11-23', []);
    await userEvent.click(within(dialog).getByRole('button', { name: 'انصراف از رزرو' }));
    expect(await screen.findByText('رزرو لغو شد و این زمان برای دیگران آزاد است')).toBeInTheDocument();
    expect(holds.released).toEqual(['r-held']);
    await waitFor(() => expect(slot('۱۱:۰۰')).toBeEnabled());
    expect(screen.queryByRole('region', { name: 'رزرو در انتظار پرداخت شما' })).toBeNull();
    expect(services.reservations.byDateCalls).toHaveLength(2);
  });

  it('is offered with pay and release when booking another slot is refused because of it', async () => {
    const { services } = openBooking({ user: sampleUser() });
    const message =
      'شما یک رزرو در انتظار پرداخت دارید (مشاوره مالی تخصصی، دوشنبه ۲ آذر ۱۴۰۵ ساعت ۱۱:۰۰)؛ ابتدا آن را پرداخت کنید یا از آن انصراف دهید';
    services.reservations.bookAnswer = new HeldElsewhere(message, hold);
    await chooseMondayAtTen();
    await userEvent.click(payButton());
    expect(await screen.findByText(message)).toBeInTheDocument();
    const offered = await panel();
    expect(within(offered).getByRole('button', { name: 'پرداخت' })).toBeEnabled();
    expect(within(offered).getByRole('button', { name: 'انصراف از رزرو' })).toBeEnabled();
  });
});
