import { PageContainer, PageTitle } from '../../components/container';

/** Placeholder until its capability lands. */
export default function PostPage() {
  return (
    <PageContainer>
      <PageTitle>مقاله</PageTitle>
    </PageContainer>
  );
}
