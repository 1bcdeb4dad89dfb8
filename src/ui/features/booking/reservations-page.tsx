import { PageContainer, PageTitle } from '../../components/container';
import { ReservationTypeList } from './reservation-type-list';

/** /reservations: every consultation type as a card. */
export default function ReservationsPage() {
  return (
    <PageContainer>
      <PageTitle>رزرو مشاوره</PageTitle>
      <ReservationTypeList headingLevel={2} />
    </PageContainer>
  );
}
