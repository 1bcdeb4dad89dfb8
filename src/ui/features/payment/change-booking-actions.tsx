import { useCallback, useState } from 'react';
import styled from 'styled-components';
import { CHANGE_NOTICE_MESSAGES, changeDeadline, mayChange } from '../../../core/domain/customer-change';
import { formatJalaliDateTime } from '../../../core/domain/jalali-date';
import type { MyReservation } from '../../../core/domain/my-reservation';
import { BOOKING_USE_CASES } from '../../../core/use-cases/booking/booking-tokens';
import { useService } from '../../services/services-context';
import { useLoaded } from '../../services/use-loaded';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Modal } from '../../components/modal';
import { MoveTimePicker } from './move-time-picker';

export const CHANGE_TEXT = {
  move: 'تغییر زمان',
  cancel: 'لغو رزرو',
  keep: 'بازگشت',
  until: (deadline: string) => `تا ${deadline} می‌توانید این رزرو را لغو کنید یا به زمان آزاد دیگری ببرید.`,
  cancelQuestion: (paid: boolean) =>
    `آیا از لغو این رزرو اطمینان دارید؟ زمان آن برای دیگران آزاد می‌شود${paid ? ' و مبلغ پرداختی به شما بازگردانده می‌شود' : ''}.`,
  moveTitle: 'انتخاب زمان تازه',
  done: 'باشه',
} as const;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
  margin-top: 0.75rem;
  p {
    margin: 0;
    flex-basis: 100%;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

type Step = 'idle' | 'confirmingCancel' | 'cancelling' | 'choosingTime' | 'moving';

/**
 * A confirmed booking's cancel and move, until the consultant's notice; after it, why they are
 * no longer offered. A change's answer is shown, then the list is read again from the server.
 */
export function ChangeBookingActions(props: { reservation: MyReservation; now: number; onChanged(): void }) {
  // only a confirmed booking may be changed: for any other the notice is not even read
  return props.reservation.status === 'confirmed' ? <ConfirmedBookingActions {...props} /> : null;
}

function ConfirmedBookingActions({ reservation, now, onChanged }: { reservation: MyReservation; now: number; onChanged(): void }) {
  const loadNotice = useService(BOOKING_USE_CASES.LoadChangeNotice);
  const cancelMine = useService(BOOKING_USE_CASES.CancelMyBooking);
  const moveMine = useService(BOOKING_USE_CASES.MoveMyBooking);
  // a notice that cannot be read offers nothing, as before it is read
  const hours = useLoaded(useCallback(() => loadNotice.execute(), [loadNotice])).value;
  const [step, setStep] = useState<Step>('idle');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  if (hours === null) return null;
  if (!mayChange(reservation, now, hours))
    return (
      <Row>
        <p>{CHANGE_NOTICE_MESSAGES.tooLate(hours)}</p>
      </Row>
    );

  // a refused move stays in its dialog, so another time can be chosen; a refused cancel returns to the buttons
  const run = async (working: Step, work: () => Promise<{ ok: boolean; message: string }>) => {
    setStep(working);
    setError(null);
    const outcome = await work();
    if (outcome.ok) setDone(outcome.message);
    else setError(outcome.message);
    setStep(outcome.ok || working === 'cancelling' ? 'idle' : 'choosingTime');
  };
  const busy = step === 'cancelling' || step === 'moving';
  const choosing = step === 'choosingTime' || step === 'moving';
  const deadline = changeDeadline(reservation.date, reservation.timeSlot, hours);
  return (
    <Row role="group" aria-label={`${CHANGE_TEXT.move} یا ${CHANGE_TEXT.cancel}: ${reservation.title}`}>
      <p>{CHANGE_TEXT.until(formatJalaliDateTime(deadline))}</p>
      <Button
        type="button"
        $variant="outline"
        disabled={busy}
        onClick={() => {
          setError(null);
          setStep('choosingTime');
        }}
      >
        {CHANGE_TEXT.move}
      </Button>
      <Button
        type="button"
        $variant="outline"
        disabled={busy}
        onClick={() => {
          setError(null);
          setStep('confirmingCancel');
        }}
      >
        {CHANGE_TEXT.cancel}
      </Button>
      {error && !choosing && <Alert kind="error">{error}</Alert>}
      <ConfirmDialog
        open={step === 'confirmingCancel' || step === 'cancelling'}
        busy={step === 'cancelling'}
        question={CHANGE_TEXT.cancelQuestion(reservation.price > 0)}
        confirmLabel={CHANGE_TEXT.cancel}
        cancelLabel={CHANGE_TEXT.keep}
        onConfirm={() => void run('cancelling', () => cancelMine.execute(reservation._id))}
        onCancel={() => setStep('idle')}
      />
      <Modal open={choosing} title={CHANGE_TEXT.moveTitle} onClose={() => !busy && setStep('idle')}>
        {error && <Alert kind="error">{error}</Alert>}
        <MoveTimePicker
          reservationTypeId={reservation.reservationTypeId}
          now={now}
          noticeHours={hours}
          busy={busy}
          onMove={(to) => void run('moving', () => moveMine.execute({ reservationId: reservation._id, ...to }))}
        />
      </Modal>
      <Modal
        open={done !== null}
        title={done ?? ''}
        onClose={() => {
          setDone(null);
          onChanged();
        }}
      >
        <Button
          type="button"
          onClick={() => {
            setDone(null);
            onChanged();
          }}
        >
          {CHANGE_TEXT.done}
        </Button>
      </Modal>
    </Row>
  );
}
