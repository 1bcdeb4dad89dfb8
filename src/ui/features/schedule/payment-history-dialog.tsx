import { useEffect, useState } from 'react';
import type { AdminBooking } from '../../../core/domain/admin-booking';
import { formatJalaliLong } from '../../../core/domain/jalali-date';
import { RESERVATION_LABELS } from '../../../core/domain/money-status';
import { toPersianDigits } from '../../../core/domain/persian-digits';
import type { PaymentHistory } from '../../../core/ports/schedule/bookings-repository';
import type { Outcome } from '../../../core/domain/outcome';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { Modal } from '../../components/modal';
import { Spinner } from '../../components/spinner';
import { Actions, SectionTitle } from '../../components/form-styles';
import { LedgerEntries } from './ledger-entries';
import { PaymentAttempts } from './payment-attempts';
import { SCHEDULE_USE_CASES } from '../../../core/use-cases/schedule/schedule-tokens';
import { useService } from '../../services/services-context';

interface PaymentHistoryDialogProps {
  booking: AdminBooking | null;
  onClose: () => void;
}

/** One booking's payment attempts and ledger, read when the dialog opens. */
export function PaymentHistoryDialog({ booking, onClose }: PaymentHistoryDialogProps) {
  const loadPaymentHistory = useService(SCHEDULE_USE_CASES.LoadPaymentHistory);
  const [loaded, setLoaded] = useState<{ id: string; outcome: Outcome<PaymentHistory> } | null>(null);

  useEffect(() => {
    if (!booking) return undefined;
    let current = true;
    void loadPaymentHistory.execute(booking._id).then((outcome) => current && setLoaded({ id: booking._id, outcome }));
    return () => {
      current = false;
    };
  }, [booking, loadPaymentHistory]);

  const outcome = booking && loaded?.id === booking._id ? loaded.outcome : null;
  return (
    <Modal open={booking !== null} title="تاریخچه پرداخت" onClose={onClose}>
      {booking && (
        <>
          <p style={{ margin: 0 }}>
            {booking.reservationTypeTitle}، {booking.customerName || booking.customerEmail}، {formatJalaliLong(booking.date)} ساعت{' '}
            {toPersianDigits(booking.time)}
          </p>
          {outcome === null ? (
            <Spinner />
          ) : !outcome.ok ? (
            <Alert kind="error">{outcome.message}</Alert>
          ) : (
            <>
              <p>وضعیت رزرو: {RESERVATION_LABELS[outcome.value.reservationStatus]}</p>
              <SectionTitle>تلاش‌های پرداخت</SectionTitle>
              <PaymentAttempts payments={outcome.value.payments} />
              <SectionTitle>رویدادها</SectionTitle>
              <LedgerEntries events={outcome.value.events} />
            </>
          )}
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
