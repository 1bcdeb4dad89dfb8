import type { ReactNode } from 'react';
import { PageContainer, PageTitle } from '../../components/container';

export interface HomePageProps {
  /** the first reservation types, from the booking feature */
  teaser: ReactNode;
  /** the newest articles, from the blog feature */
  latestPosts: ReactNode;
}

/** Placeholder until the public pages land. */
export default function HomePage({ teaser, latestPosts }: HomePageProps) {
  return (
    <PageContainer>
      <PageTitle>مشاوره مالی و حسابرسی</PageTitle>
      <section id="services" aria-label="خدمات" />
      {teaser}
      {latestPosts}
    </PageContainer>
  );
}
