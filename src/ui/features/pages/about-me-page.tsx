import { PageContainer, PageTitle } from '../../components/container';

/** Placeholder until its capability lands. */
export default function AboutMePage() {
  return (
    <PageContainer>
      <PageTitle>درباره من</PageTitle>
    </PageContainer>
  );
}
