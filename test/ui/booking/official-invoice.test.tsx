import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { chooseMondayAtTen, openBooking, payButton, type } from './booking-harness';
import { FakeReservationTypeRepository } from '../../fakes/fake-reservation-type-repository';
import { sampleUser } from '../../fakes/sample-data';
import { TAX_MESSAGES } from '../../../src/core/domain/tax/tax-messages';

// Pages load lazily; on a busy machine the first chunk can take over a second.
configure({ asyncUtilTimeout: 5000 });

const WANTED = 'صورت‌حساب رسمی (الکترونیکی) به نام خودم یا شرکتم می‌خواهم';
const invoicing = () => ({ reservationTypes: new FakeReservationTypeRepository([{ ...type, officialInvoices: true as const }]) });

describe('asking for an official invoice at booking', () => {
  it('is not offered where the consultant does not send e-invoices', async () => {
    const { services } = openBooking({ user: sampleUser() });
    expect(await screen.findByText('sara@example.com')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: WANTED })).toBeNull();
    await chooseMondayAtTen();
    await userEvent.click(payButton());
    expect(await screen.findByText('رزرو شما ثبت شد')).toBeInTheDocument();
    expect(services.reservations.bookCalls).toEqual([{ reservationTypeId: 't-1', date: '2026-11-23', timeSlot: '10:00' }]);
  });

  it('refuses a national ID whose check digit is wrong beside the field and books nothing, then sends a right one in Latin digits', async () => {
    const { services } = openBooking({ user: sampleUser(), services: invoicing() });
    await userEvent.click(await screen.findByRole('checkbox', { name: WANTED }));
    const field = screen.getByLabelText('کد ملی یا شناسهٔ ملی / کد اقتصادی');
    await userEvent.type(field, '۰۰۱۲۳۴۵۶۷۸');
    await chooseMondayAtTen();
    await userEvent.click(payButton());
    expect(await screen.findByText(TAX_MESSAGES.nationalIdWrong)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(services.reservations.bookCalls).toEqual([]);

    await userEvent.clear(field);
    await userEvent.type(field, '۰۰۱۲۳۴۵۶۷۹');
    await userEvent.click(payButton());
    expect(await screen.findByText('رزرو شما ثبت شد')).toBeInTheDocument();
    expect(services.reservations.bookCalls).toEqual([
      { reservationTypeId: 't-1', date: '2026-11-23', timeSlot: '10:00', buyerTaxId: '0012345679' },
    ]);
  });

  it('sends no ID when the box is left unticked, so the invoice names no buyer', async () => {
    const { services } = openBooking({ user: sampleUser(), services: invoicing() });
    expect(await screen.findByRole('checkbox', { name: WANTED })).not.toBeChecked();
    await chooseMondayAtTen();
    await userEvent.click(payButton());
    expect(await screen.findByText('رزرو شما ثبت شد')).toBeInTheDocument();
    expect(services.reservations.bookCalls).toEqual([{ reservationTypeId: 't-1', date: '2026-11-23', timeSlot: '10:00' }]);
  });
});
