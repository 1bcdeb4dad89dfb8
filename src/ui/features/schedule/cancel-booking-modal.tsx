import { CANCEL_REASON_MAX_LENGTH, REFUND_TEXTS, wasPaid, type AdminBooking } from '../../../core/domain/admin-booking';
import { priceText } from '../../../core/domain/price-text';
import { formatJalaliLong } from '../../../core/domain/jalali-date';
import { toPersianDigits } from '../../../core/domain/persian-digits';
import { Modal } from '../../components/modal';
import { useTextFor } from '../../components/use-text-for';
import { Button } from '../../components/button';
import { Alert } from '../../components/alert';
import { Actions, DangerButton, Field, FormStack, Hint, TextArea } from '../../components/form-styles';

interface CancelBookingModalProps {
  booking: AdminBooking | null;
  busy: boolean;
  error: string | null;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

/** Asks for the reason the customer will read, then cancels. */
export function CancelBookingModal({ booking, busy, error, onConfirm, onClose }: CancelBookingModalProps) {
  const { text: reason, setText: setReason, submit } = useTextFor(booking, onConfirm);

  return (
    <Modal open={booking !== null} title="لغو رزرو" onClose={onClose}>
      {booking && (
        <FormStack onSubmit={submit} noValidate>
          <p style={{ margin: 0 }}>
            {booking.reservationTypeTitle}، {booking.customerName || booking.customerEmail}، {formatJalaliLong(booking.date)} ساعت{' '}
            {toPersianDigits(booking.time)}
          </p>
          {wasPaid(booking) && <Alert kind="warning">{REFUND_TEXTS.beforeCancel(priceText(booking.price))}</Alert>}
          <Field>
            دلیل لغو
            <TextArea value={reason} onChange={(event) => setReason(event.target.value)} maxLength={CANCEL_REASON_MAX_LENGTH} required />
            <Hint>
              این متن به مشتری نشان داده می‌شود ({toPersianDigits([...reason].length)} از {toPersianDigits(CANCEL_REASON_MAX_LENGTH)} نویسه)
            </Hint>
          </Field>
          {error && <Alert kind="error">{error}</Alert>}
          <Actions>
            <Button type="button" $variant="outline" onClick={onClose}>
              انصراف
            </Button>
            <DangerButton type="submit" disabled={busy}>
              لغو رزرو
            </DangerButton>
          </Actions>
        </FormStack>
      )}
    </Modal>
  );
}
