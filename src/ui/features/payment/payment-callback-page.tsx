import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { useMachine } from '@xstate/react';
import styled from 'styled-components';
import { paymentCallbackMachine, MY_RESERVATIONS_PATH } from '../../../core/machines/payment-callback-machine';
import { BOOKING_PORTS } from '../../../core/ports/booking/booking-port-tokens';
import { PAYMENT_USE_CASES } from '../../../core/use-cases/payment/payment-tokens';
import { PLATFORM_PORTS } from '../../../core/ports/platform/platform-port-tokens';
import { useService } from '../../services/services-context';
import { PageContainer } from '../../components/container';
import { Spinner } from '../../components/spinner';
import { PaymentBeingChecked, PaymentFailed, PaymentSucceeded } from './payment-result';
import { isFreeAuthority } from '../../../core/domain/money-contract';

export const WAIT_TEXT = 'لطفا کمی صبر کنید';

/** Covers the whole window so nothing can be clicked while the payment is checked. */
const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: 1000;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 0.5rem;
  background: ${({ theme }) => theme.colors.overlay};
  color: #fff;
  font-size: 1.15rem;
  font-weight: 600;
  text-align: center;
  padding: 1rem;
`;

/** /payment/callback: where the bank sends the visitor back; shows what the server's verify said. */
export default function PaymentCallbackPage() {
  const [params] = useSearchParams();
  const verifyPayment = useService(PAYMENT_USE_CASES.VerifyPayment);
  const findReservation = useService(PAYMENT_USE_CASES.FindReservationByAuthority);
  const navigation = useService(PLATFORM_PORTS.Navigation);
  const store = useService(BOOKING_PORTS.PendingBookingStore);
  const machine = useMemo(
    () =>
      paymentCallbackMachine.provide({
        actors: {
          verifyPayment: fromPromise(({ input }) => verifyPayment.execute(input)),
          findReservation: fromPromise(({ input }) => findReservation.execute(input.authority)),
        },
        actions: { goToMyReservations: () => navigation.navigate(MY_RESERVATIONS_PATH, { replace: true }) },
      }),
    [verifyPayment, findReservation, navigation],
  );
  // Read once: the bank's answer and the id kept when booking began.
  const [input] = useState(() => ({
    authority: params.get('Authority'),
    status: params.get('Status'),
    reservationId: store.loadLastReservationId(),
  }));
  const [snapshot] = useMachine(machine, { input });
  const { refId, message, reservationTypeId, reservationId } = snapshot.context;

  return (
    <PageContainer>
      {snapshot.matches('pending') && (
        <Overlay role="alertdialog" aria-modal="true" aria-busy="true" aria-label={WAIT_TEXT} data-testid="payment-wait">
          <Spinner label={WAIT_TEXT} />
          <p>{WAIT_TEXT}</p>
        </Overlay>
      )}
      {(snapshot.matches('success') || snapshot.matches('redirected')) && (
        <PaymentSucceeded refId={refId} free={isFreeAuthority(input.authority)} reservationId={reservationId} />
      )}
      {snapshot.matches('checking') && <PaymentBeingChecked />}
      {snapshot.matches('failure') && <PaymentFailed message={message} reservationTypeId={reservationTypeId} />}
    </PageContainer>
  );
}
