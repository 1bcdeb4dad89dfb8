import { PageContainer, PageTitle } from '../../components/container';

/** Placeholder until its capability lands. */
export default function EducationalPage() {
  return (
    <PageContainer>
      <PageTitle>آموزش مالی سازمانی</PageTitle>
    </PageContainer>
  );
}
