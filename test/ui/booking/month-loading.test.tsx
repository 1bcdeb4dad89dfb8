import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { openBooking, type, dayName, month } from './booking-harness';
import { FakeReservationTypeRepository } from '../../fakes/fake-reservation-type-repository';
import { NETWORK_FAILURE_TEXT, RequestFailure } from '../../../src/core/domain/request-failure';
import type { DayRange } from '../../../src/core/domain/day-range';
import { MONTH_LOADING_TEXT } from '../../../src/ui/features/booking/booking-screen';

// Pages load lazily; on a busy machine the first chunk can take over a second.
configure({ asyncUtilTimeout: 5000 });

/** Answers a month's read only when the test lets it go. */
class HeldMonths extends FakeReservationTypeRepository {
  private release: () => void = () => undefined;
  private readonly held = new Promise<void>((resolve) => (this.release = resolve));

  override async get(id: string, range?: DayRange) {
    if (range) await this.held;
    return super.get(id, range);
  }

  letGo() {
    this.release();
  }
}

describe('the booking calendar reads a month when it is shown', () => {
  it('shows the month loading over the calendar, then its days', async () => {
    const types = new HeldMonths([type]);
    openBooking({ services: { reservationTypes: types } });
    await screen.findByRole('group', { name: 'روزهای آذر ۱۴۰۵' });
    expect(types.ranges).toEqual([undefined]);
    await userEvent.click(month('ماه بعد'));
    expect(await screen.findByText(MONTH_LOADING_TEXT)).toBeInTheDocument();
    expect(month('آذر ۱۴۰۵')).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('group', { name: 'روزهای آذر ۱۴۰۵' }).closest('[aria-busy="true"]')).not.toBeNull();
    types.letGo();
    expect(await screen.findByRole('group', { name: 'روزهای دی ۱۴۰۵' })).toBeInTheDocument();
    expect(types.ranges).toEqual([undefined, { from: '2026-12-22', to: '2027-01-20' }]);
    expect(screen.queryByText(MONTH_LOADING_TEXT)).toBeNull();
    await userEvent.click(screen.getByRole('link', { name: dayName('جمعه ۴ دی') }));
    expect(await screen.findByRole('button', { name: '۱۰:۰۰' })).toBeEnabled();
  });

  it('says in Persian that the month could not be read and stays on the month shown', async () => {
    const types = new FakeReservationTypeRepository([type]);
    types.rangeFailure = new RequestFailure(NETWORK_FAILURE_TEXT, true);
    openBooking({ services: { reservationTypes: types } });
    const azar = await screen.findByRole('group', { name: 'روزهای آذر ۱۴۰۵' });
    await userEvent.click(month('دی ۱۴۰۵'));
    expect(await screen.findByText(NETWORK_FAILURE_TEXT)).toBeInTheDocument();
    expect(month('آذر ۱۴۰۵')).toHaveAttribute('aria-current', 'true');
    expect(within(azar).getByRole('link', { name: dayName('دوشنبه ۲ آذر') })).toBeInTheDocument();
    expect(screen.queryByText(MONTH_LOADING_TEXT)).toBeNull();
  });
});
