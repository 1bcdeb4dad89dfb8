import { useCallback } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { BLOG_USE_CASES } from '../../../core/use-cases/blog/blog-tokens';
import { useService } from '../../services/services-context';
import { useLoaded } from '../../services/use-loaded';
import { PostCard, PostGrid } from './post-card';
import { LATEST_POST_COUNT } from '../../../core/use-cases/blog/load-latest-posts';
import type { PostCard as PostCardData } from '../../../core/domain/blog-post';
import type { Outcome } from '../../../core/domain/outcome';
import { FIRST_DATA, useFirstData } from '../../first-data/first-data-context';
import { laidOutWhenNear } from '../../components/laid-out-when-near';

export const LATEST_TEXTS = {
  title: 'تازه‌ترین مقالات',
  all: 'مشاهده همه مقالات',
} as const;

const Section = styled.section`
  ${laidOutWhenNear('84rem')}
  margin: 2.5rem 0;
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: 0.5rem 1rem;
  margin-bottom: 1rem;
  h2 {
    margin: 0;
    font-size: 1.4rem;
  }
`;

/**
 * The newest three articles for the home page; nothing at all when there are none or they cannot
 * be read. The server reads them for the page it draws, so its HTML links them before any script.
 */
export default function LatestPosts() {
  const loadLatestPosts = useService(BLOG_USE_CASES.LoadLatestPosts);
  const first = useFirstData<Outcome<PostCardData[]>>(FIRST_DATA.latestPosts(String(LATEST_POST_COUNT)));
  const load = useCallback(() => loadLatestPosts.execute(LATEST_POST_COUNT), [loadLatestPosts]);
  const posts = useLoaded(load, first).value ?? [];

  if (posts.length === 0) return null;
  return (
    <Section aria-labelledby="latest-posts-heading">
      <Head>
        <h2 id="latest-posts-heading">{LATEST_TEXTS.title}</h2>
        <Link to="/search">{LATEST_TEXTS.all}</Link>
      </Head>
      <PostGrid>
        {posts.map((post) => (
          <PostCard key={post._id} post={post} headingLevel="h3" />
        ))}
      </PostGrid>
    </Section>
  );
}
