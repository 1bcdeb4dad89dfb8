import { useCallback, useState } from 'react';
import styled from 'styled-components';
import { BOOKINGS_TABLE_LIMIT, type AdminBooking, type BookingFilters } from '../../../core/domain/admin-booking';
import type { AdminReservationType } from '../../../core/domain/reservation-type-admin';
import type { Outcome } from '../../../core/domain/outcome';
import { toPersianDigits } from '../../../core/domain/persian-digits';
import { Alert } from '../../components/alert';
import { Spinner } from '../../components/spinner';
import { BookingFiltersForm } from './booking-filters-form';
import { BookingsTable } from './bookings-table';
import { shownRangeText, upcomingFilters } from './bookings-range';
import { useToday } from './use-today';
import { CancelBookingModal } from './cancel-booking-modal';
import { PaymentHistoryDialog } from './payment-history-dialog';
import { TabTitle } from '../../components/form-styles';
import { useService } from '../../services/services-context';
import { useLoaded } from '../../services/use-loaded';
import { PLATFORM_PORTS } from '../../../core/ports/platform/platform-port-tokens';
import { SCHEDULE_USE_CASES } from '../../../core/use-cases/schedule/schedule-tokens';
import { outlineLinkStyles } from '../../components/outline-link-styles';

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem;
  margin: 1rem 0 0.5rem;
  ${outlineLinkStyles}
`;

type Feedback = { kind: 'success' | 'error'; text: string } | null;

const NO_TYPES: AdminReservationType[] = [];

/** Every reservation, opening on the coming days and saying which range it shows: filters, the table, a CSV of what is shown, each one's payment history, cancellation with a reason, and the no-show mark. */
export default function BookingsTab() {
  const listBookings = useService(SCHEDULE_USE_CASES.ListBookings);
  const cancelBooking = useService(SCHEDULE_USE_CASES.CancelBooking);
  const markNoShow = useService(SCHEDULE_USE_CASES.MarkNoShow);
  const loadTypes = useService(SCHEDULE_USE_CASES.LoadAdminReservationTypes);
  const exportBookings = useService(SCHEDULE_USE_CASES.ExportBookings);
  const clock = useService(PLATFORM_PORTS.Clock);
  const types = useLoaded(useCallback(() => loadTypes.execute(), [loadTypes])).value ?? NO_TYPES;
  const today = useToday();
  const [filters, setFilters] = useState<BookingFilters>(() => upcomingFilters(today));
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [cancelling, setCancelling] = useState<AdminBooking | null>(null);
  const [cancelError, setCancelError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [showingPayments, setShowingPayments] = useState<AdminBooking | null>(null);
  const closePayments = useCallback(() => setShowingPayments(null), []);

  // each answer names the filters it answers: under new filters the table waits for theirs
  const read = useLoaded(
    useCallback(
      () =>
        listBookings
          .execute(filters)
          .then((result): Outcome<{ filters: BookingFilters; bookings: AdminBooking[] }> =>
            result.ok ? { ...result, value: { filters, bookings: result.value } } : result,
          ),
      [listBookings, filters],
    ),
  );
  const bookings = read.value?.filters === filters ? read.value.bookings : null;
  const { error: loadError, afterWrite } = read;

  const apply = (next: BookingFilters) => {
    setFeedback(null);
    setFilters(next);
  };

  const cancel = async (reason: string) => {
    if (!cancelling) return;
    const booking = cancelling;
    setBusy(true);
    await afterWrite(async () => {
      const result = await cancelBooking.execute({ booking, reason });
      setBusy(false);
      if (!result.ok) {
        setCancelError(result.message);
        return result;
      }
      setCancelling(null);
      setFeedback({ kind: 'success', text: result.message });
      return result;
    });
  };

  const noShow = async (booking: AdminBooking, missed: boolean) => {
    await afterWrite(async () => {
      const result = await markNoShow.execute({ booking, missed, now: clock.now() });
      setFeedback({ kind: result.ok ? 'success' : 'error', text: result.message });
      return result;
    });
  };

  return (
    <div>
      <TabTitle>همه رزروها</TabTitle>
      <p data-testid="bookings-range">{shownRangeText(filters)}</p>
      <BookingFiltersForm types={types} initial={filters} onInvalid={(text) => setFeedback({ kind: 'error', text })} onApply={apply} />
      <Toolbar>
        <span>{bookings ? `${toPersianDigits(bookings.length)} رزرو` : ''}</span>
        <a href={exportBookings.execute(filters)} download>
          دریافت فایل CSV
        </a>
      </Toolbar>
      {loadError && <Alert kind="error">{loadError}</Alert>}
      {feedback && <Alert kind={feedback.kind}>{feedback.text}</Alert>}
      {bookings && bookings.length >= BOOKINGS_TABLE_LIMIT && (
        <Alert kind="info">
          فقط {toPersianDigits(BOOKINGS_TABLE_LIMIT)} رزرو نخست نمایش داده شده است؛ برای دیدن بقیه، بازه تاریخ را کوتاه‌تر کنید.
        </Alert>
      )}
      {bookings === null ? (
        loadError || feedback?.kind === 'error' ? null : (
          <Spinner />
        )
      ) : bookings.length === 0 ? (
        <Alert kind="info">رزروی با این فیلترها پیدا نشد</Alert>
      ) : (
        <BookingsTable
          bookings={bookings}
          now={clock.now()}
          onCancel={(booking) => {
            setCancelError(null);
            setCancelling(booking);
          }}
          onShowPayments={setShowingPayments}
          onNoShow={(booking, missed) => void noShow(booking, missed)}
        />
      )}
      <CancelBookingModal
        booking={cancelling}
        busy={busy}
        error={cancelError}
        onConfirm={(reason) => void cancel(reason)}
        onClose={() => setCancelling(null)}
      />
      <PaymentHistoryDialog booking={showingPayments} onClose={closePayments} />
    </div>
  );
}
