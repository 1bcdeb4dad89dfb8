import { PageContainer, PageTitle } from '../../components/container';

export type BlogListMode = 'search' | 'media';

/** Placeholder until the blog lands. */
export default function BlogListPage({ mode }: { mode: BlogListMode }) {
  return (
    <PageContainer>
      <PageTitle>{mode === 'media' ? 'حضور در رسانه' : 'مقالات'}</PageTitle>
    </PageContainer>
  );
}
