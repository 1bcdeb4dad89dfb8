import { PageContainer, PageTitle } from '../../components/container';

/** Placeholder until its capability lands. */
export default function AuditPage() {
  return (
    <PageContainer>
      <PageTitle>خدمات حسابرسی</PageTitle>
    </PageContainer>
  );
}
