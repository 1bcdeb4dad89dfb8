import { PageContainer, PageTitle } from '../../components/container';

/** Placeholder until its capability lands. */
export default function ReservationsPage() {
  return (
    <PageContainer>
      <PageTitle>رزرو مشاوره</PageTitle>
    </PageContainer>
  );
}
