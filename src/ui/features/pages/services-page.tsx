import { PageContainer, PageTitle } from '../../components/container';

/** Placeholder until its capability lands. */
export default function ServicesPage() {
  return (
    <PageContainer>
      <PageTitle>خدمات</PageTitle>
    </PageContainer>
  );
}
