import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { BlogPost } from '../../../core/domain/blog-post';
import type { PostReader } from '../../../core/ports/post-reader';
import { TOKENS } from '../../../core/ports/tokens';
import { useService } from '../../services/services-context';
import { PostCard, PostGrid } from './post-card';

export const LATEST_POST_COUNT = 3;
export const LATEST_TEXTS = {
  title: 'تازه‌ترین مقالات',
  all: 'مشاهده همه مقالات',
} as const;

const Section = styled.section`
  margin: 2.5rem 0;
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: 0.5rem 1rem;
  margin-bottom: 1rem;
  h2 { margin: 0; font-size: 1.4rem; }
`;

/** The newest three articles for the home page; nothing at all when there are none or they cannot be read. */
export default function LatestPosts() {
  const reader = useService<PostReader>(TOKENS.PostReader);
  const [posts, setPosts] = useState<BlogPost[]>([]);

  useEffect(() => {
    let live = true;
    reader.list({ limit: LATEST_POST_COUNT }).then(
      (page) => live && setPosts(page.posts.slice(0, LATEST_POST_COUNT)),
      (error: unknown) => console.warn('latest articles unavailable', error),
    );
    return () => {
      live = false;
    };
  }, [reader]);

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
