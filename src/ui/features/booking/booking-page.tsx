import { SHARED_MESSAGES } from '../../../core/contracts/shared-messages';
import { useCallback } from 'react';
import { useLocation, useParams, useSearchParams } from 'react-router-dom';
import type { BookableType, ReservationType } from '../../../core/domain/reservation-type';
import type { Reservation } from '../../../core/domain/reservation';
import type { Preselection } from '../../../core/machines/booking-machine-context';
import { BOOKING_USE_CASES } from '../../../core/use-cases/booking/booking-tokens';
import { succeeded, type Outcome } from '../../../core/domain/outcome';
import { useService } from '../../services/services-context';
import { useLoaded } from '../../services/use-loaded';
import { PageContainer, PageTitle } from '../../components/container';
import { Alert } from '../../components/alert';
import { Spinner } from '../../components/spinner';
import { BookingScreen } from './booking-screen';
import { FIRST_DATA, useFirstData } from '../../first-data/first-data-context';

export const TYPE_LOAD_FAILED = SHARED_MESSAGES.reservationTypeNotFound;

/** What a link to this page may carry: the type from the list, or a date and slot to preselect. */
interface BookingNavigationState {
  reservation?: ReservationType;
  date?: string;
  timeSlot?: string;
}

/**
 * /reservation/{id}: loads the type afresh (its free slots change) and shows its booking screen.
 * `?date=YYYY-MM-DD` chooses a day and `?month=1405-09` a month (the calendar's links, which
 * work before the app has taken the page over); navigation state may hand over a date and slot.
 */
export default function BookingPage() {
  const { id = '' } = useParams();
  const state = (useLocation().state ?? null) as BookingNavigationState | null;
  const loadReservationType = useService(BOOKING_USE_CASES.LoadReservationType);
  const [query] = useSearchParams();
  const first = useFirstData<BookableType>(FIRST_DATA.reservationType(id));
  const queryDate = query.get('date');
  const firstAvailability = useFirstData<Reservation[]>(FIRST_DATA.availability(id, queryDate ?? ''));
  // the month whose slots come with the type: the handed-over or addressed day's, or the address's month
  const near = state?.date ?? queryDate ?? query.get('month');
  // each answer names the type it answers: under another id the page waits for its own
  const read = useLoaded(
    useCallback(
      () =>
        loadReservationType
          .execute(id, near)
          .then((loaded): Outcome<{ id: string; type: BookableType }> =>
            loaded.ok ? { ...loaded, value: { id, type: loaded.value } } : loaded,
          ),
      // eslint-disable-next-line react-hooks/exhaustive-deps -- read once per type (not per `near`): the screen reads the months it shows later itself
      [loadReservationType, id],
    ),
    // the server rendered the page with the type it had just loaded: no second load on arrival
    first ? succeeded({ id, type: first }) : undefined,
  );
  const type = read.value?.id === id ? read.value.type : null;
  const failed = read.error !== null;

  if (type) {
    const preselected: Preselection | null = state?.date
      ? { date: state.date, timeSlot: state.timeSlot ?? null }
      : queryDate
        ? { date: queryDate, availability: firstAvailability ?? null }
        : query.get('month')
          ? { month: query.get('month') }
          : null;
    return <BookingScreen key={type._id} type={type} preselected={preselected} />;
  }
  return (
    <PageContainer>
      <PageTitle>{state?.reservation ? `رزرو ${state.reservation.title}` : 'رزرو مشاوره'}</PageTitle>
      {failed ? <Alert kind="error">{TYPE_LOAD_FAILED}</Alert> : <Spinner />}
    </PageContainer>
  );
}
