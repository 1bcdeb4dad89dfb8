import { useEffect } from 'react';
import type { ReservationType } from '../../../core/domain/reservation-type';
import { useReservationTypes } from '../../app-state/app-state-context';
import { Alert } from '../../components/alert';
import { Spinner } from '../../components/spinner';
import { CardGrid, ReservationCard } from './reservation-card';

export const NO_TYPES_TEXT = 'هیچ نوع رزروی پیدا نشد';

/**
 * Fetches the types on arrival (not on the page the server rendered with them) and shows them
 * as cards, or the loading, error and empty states.
 * `headingLevel` is the level of the card titles, one below the heading above the list.
 */
export function ReservationTypeList({
  pick = (types) => types,
  headingLevel,
}: {
  pick?: (types: ReservationType[]) => ReservationType[];
  headingLevel: 2 | 3;
}) {
  const { list, loading, error, arrived } = useReservationTypes();
  // once per visit; a saved list shows at once and the fresh one replaces it
  useEffect(() => arrived(), [arrived]);

  // a list already shown stays while the fresh one comes
  if (loading && list.length === 0) return <Spinner label="در حال دریافت انواع مشاوره" />;
  if (error) return <Alert kind="error">{error}</Alert>;
  if (list.length === 0) return <Alert kind="info">{NO_TYPES_TEXT}</Alert>;
  return (
    <CardGrid>
      {pick(list).map((type) => (
        <ReservationCard key={type._id} type={type} highlighted={type.popular === true} headingLevel={headingLevel} />
      ))}
    </CardGrid>
  );
}
