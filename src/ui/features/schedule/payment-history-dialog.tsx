import { useCallback } from 'react';
import type { AdminBooking } from '../../../core/domain/admin-booking';
import { formatJalaliLong } from '../../../core/domain/jalali-date';
import { RESERVATION_LABELS } from '../../../core/domain/money-status';
import { toPersianDigits } from '../../../core/domain/persian-digits';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { Modal } from '../../components/modal';
import { Spinner } from '../../components/spinner';
import { Actions, SectionTitle } from '../../components/form-styles';
import { LedgerEntries } from './ledger-entries';
import { BOOKING_ANSWERS_TITLE, BookingAnswersList } from '../../components/booking-answers-list';
import { PaymentAttempts } from './payment-attempts';
import { ReportEntry } from './report-entry';
import { BookingDocumentsPanel } from './booking-documents-panel';
import { SCHEDULE_USE_CASES } from '../../../core/use-cases/schedule/schedule-tokens';
import { useService } from '../../services/services-context';
import { useLoaded } from '../../services/use-loaded';

interface PaymentHistoryDialogProps {
  booking: AdminBooking | null;
  onClose: () => void;
}

/** One booking's payment attempts and ledger, read when the dialog opens. */
export function PaymentHistoryDialog({ booking, onClose }: PaymentHistoryDialogProps) {
  return (
    <Modal open={booking !== null} title="تاریخچه پرداخت" onClose={onClose}>
      {booking && (
        <>
          <p style={{ margin: 0 }}>
            {booking.reservationTypeTitle}، {booking.customerName || booking.customerEmail}، {formatJalaliLong(booking.date)} ساعت{' '}
            {toPersianDigits(booking.time)}
          </p>
          {booking.answers && (
            <>
              <SectionTitle>{BOOKING_ANSWERS_TITLE}</SectionTitle>
              <BookingAnswersList answers={booking.answers} />
            </>
          )}
          <ReportEntry booking={booking} />
          {/* keyed by the booking: another booking's history is never shown while this one's is read */}
          <BookingPaymentHistory key={booking._id} bookingId={booking._id} />
          <BookingDocumentsPanel key={`documents-${booking._id}`} bookingId={booking._id} />
          <Actions style={{ marginTop: '1.25rem' }}>
            <Button type="button" $variant="outline" onClick={onClose}>
              بستن
            </Button>
          </Actions>
        </>
      )}
    </Modal>
  );
}

/** The history itself: a spinner until it is read, then its attempts and events, or why it could not be read. */
function BookingPaymentHistory({ bookingId }: { bookingId: string }) {
  const loadPaymentHistory = useService(SCHEDULE_USE_CASES.LoadPaymentHistory);
  const { value: history, error } = useLoaded(useCallback(() => loadPaymentHistory.execute(bookingId), [loadPaymentHistory, bookingId]));
  if (error) return <Alert kind="error">{error}</Alert>;
  if (history === null) return <Spinner />;
  return (
    <>
      <p>وضعیت رزرو: {RESERVATION_LABELS[history.reservationStatus]}</p>
      <SectionTitle>تلاش‌های پرداخت</SectionTitle>
      <PaymentAttempts payments={history.payments} />
      <SectionTitle>رویدادها</SectionTitle>
      <LedgerEntries events={history.events} />
    </>
  );
}
