import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { useMachine } from '@xstate/react';
import styled from 'styled-components';
import { paymentCallbackMachine, MY_RESERVATIONS_PATH } from '../../../core/machines/payment-callback-machine';
import type { VerifyPayment } from '../../../core/use-cases/verify-payment';
import type { Navigation } from '../../../core/ports/navigation';
import type { PendingBookingStore } from '../../../core/ports/pending-booking-store';
import { TOKENS } from '../../../core/ports/tokens';
import { useService } from '../../services/services-context';
import { PageContainer } from '../../components/container';
import { Spinner } from '../../components/spinner';

export const WAIT_TEXT = 'لطفا کمی صبر کنید';
export const SUCCESS_TITLE = 'پرداخت موفق';
export const SUCCESS_TEXT = 'در حال انتقال به صفحه رزروهای شما...';
export const FAILURE_TITLE = 'متأسفیم! پرداخت شما با مشکل مواجه شد';
export const FAILURE_TEXT = 'با پشتیبانی سایت تماس بگیرید';

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

const Card = styled.section<{ $tone: 'success' | 'danger' }>`
  max-width: 32rem;
  margin: 2rem auto;
  padding: 2rem 1.25rem;
  text-align: center;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow};
  border-top: 6px solid ${({ theme, $tone }) => theme.colors[$tone]};
  h1 { margin: 0.75rem 0 0.5rem; font-size: 1.4rem; color: ${({ theme, $tone }) => theme.colors[$tone]}; }
  p { margin: 0; color: ${({ theme }) => theme.colors.muted}; }
`;

const Mark = styled.span<{ $tone: 'success' | 'danger' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 4rem;
  height: 4rem;
  border-radius: 50%;
  font-size: 2rem;
  font-weight: 700;
  color: ${({ theme, $tone }) => theme.colors[$tone]};
  background: ${({ theme, $tone }) => theme.colors[`${$tone}Soft`]};
`;

/** /payment/callback: where the bank sends the visitor back; shows what the server's verify said. */
export default function PaymentCallbackPage() {
  const [params] = useSearchParams();
  const verifyPayment = useService<VerifyPayment>(TOKENS.VerifyPayment);
  const navigation = useService<Navigation>(TOKENS.Navigation);
  const store = useService<PendingBookingStore>(TOKENS.PendingBookingStore);
  const machine = useMemo(
    () =>
      paymentCallbackMachine.provide({
        actors: { verifyPayment: fromPromise(({ input }) => verifyPayment.execute(input)) },
        actions: { goToMyReservations: () => navigation.navigate(MY_RESERVATIONS_PATH, { replace: true }) },
      }),
    [verifyPayment, navigation],
  );
  // Read once: the bank's answer and the id kept when booking began.
  const [input] = useState(() => ({
    authority: params.get('Authority'),
    status: params.get('Status'),
    reservationId: store.loadLastReservationId(),
  }));
  const [snapshot] = useMachine(machine, { input });

  return (
    <PageContainer>
      {snapshot.matches('pending') && (
        <Overlay role="alertdialog" aria-modal="true" aria-busy="true" aria-label={WAIT_TEXT} data-testid="payment-wait">
          <Spinner label={WAIT_TEXT} />
          <p>{WAIT_TEXT}</p>
        </Overlay>
      )}
      {(snapshot.matches('success') || snapshot.matches('redirected')) && (
        <Card $tone="success" role="status">
          <Mark $tone="success" aria-hidden="true">✓</Mark>
          <h1>{SUCCESS_TITLE}</h1>
          <p>{SUCCESS_TEXT}</p>
        </Card>
      )}
      {snapshot.matches('failure') && (
        <Card $tone="danger" role="alert">
          <Mark $tone="danger" aria-hidden="true">✕</Mark>
          <h1>{FAILURE_TITLE}</h1>
          <p>{FAILURE_TEXT}</p>
        </Card>
      )}
    </PageContainer>
  );
}
