import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useActorRef, useSelector } from '@xstate/react';
import { statusAt } from '../../../core/domain/my-reservation';
import { COUNTDOWN_TICK_MS } from '../../../core/domain/limits';
import { BOOKING_USE_CASES } from '../../../core/use-cases/booking/booking-tokens';
import { PLATFORM_PORTS } from '../../../core/ports/platform/platform-port-tokens';
import { useService } from '../../services/services-context';
import { Alert } from '../../components/alert';
import { Spinner } from '../../components/spinner';
import { RedirectOverlay } from '../../components/redirect-overlay';
import { ReleaseHoldDialog } from '../../components/hold-actions';
import { MyReservationItem } from './my-reservation-item';
import { useNow } from './use-now';

export const NO_RESERVATIONS = 'هنوز رزروی ثبت نکرده‌اید';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 1rem;
`;

/** The dashboard's reservations tab: the user's reservations, newest first, with what happened to the money; a live hold counts down and can be paid for or released. */
export default function MyReservationsTab() {
  const machine = useService(BOOKING_USE_CASES.MyReservationsMachine);
  const clock = useService(PLATFORM_PORTS.Clock);
  const [input] = useState(() => ({ clock }));
  const actor = useActorRef(machine, { input });
  const { reservations, error } = useSelector(actor, (snapshot) => snapshot.context);
  const idle = useSelector(actor, (snapshot) => snapshot.matches('showing'));
  const confirming = useSelector(actor, (snapshot) => snapshot.matches('confirmingRelease'));
  const releasing = useSelector(actor, (snapshot) => snapshot.matches('releasing'));
  const leaving = useSelector(actor, (snapshot) => snapshot.matches('paying') || snapshot.matches('redirecting'));
  const now = useNow(clock, COUNTDOWN_TICK_MS, !!reservations?.some((reservation) => statusAt(reservation, clock.now()) === 'pending'));

  return (
    <>
      <h2>رزروهای من</h2>
      {reservations === null && !error && <Spinner />}
      {error && <Alert kind="error">{error}</Alert>}
      {reservations?.length === 0 && (
        <Alert kind="info">
          {NO_RESERVATIONS} — <Link to="/reservations">رزرو مشاوره</Link>
        </Alert>
      )}
      {reservations && reservations.length > 0 && (
        <List>
          {reservations.map((reservation) => (
            <MyReservationItem
              key={reservation._id}
              reservation={reservation}
              now={now}
              busy={!idle}
              onPay={() => actor.send({ type: 'PAY', reservationId: reservation._id })}
              onRelease={() => actor.send({ type: 'RELEASE', reservationId: reservation._id })}
              onChanged={() => actor.send({ type: 'RELOAD' })}
            />
          ))}
        </List>
      )}
      <ReleaseHoldDialog
        open={confirming || releasing}
        busy={releasing}
        onConfirm={() => actor.send({ type: 'CONFIRM_RELEASE' })}
        onCancel={() => actor.send({ type: 'CANCEL_RELEASE' })}
      />
      {leaving && <RedirectOverlay />}
    </>
  );
}
