import { useCallback } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { postDateText, readingTimeText } from '../../../core/domain/blog-post';
import type { LoadedArticle } from '../../../core/use-cases/blog/load-article';
import { BLOG_USE_CASES } from '../../../core/use-cases/blog/blog-tokens';
import { PLATFORM_PORTS } from '../../../core/ports/platform/platform-port-tokens';
import { refused, succeeded, type Outcome } from '../../../core/domain/outcome';
import { useService } from '../../services/services-context';
import { useLoaded } from '../../services/use-loaded';
import { PageContainer } from '../../components/container';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { Spinner } from '../../components/spinner';
import { imageUrl } from '../../components/image-url';
import { ArticleBody } from '../../components/article-body';
import { CategoryBadge, PostCard, PostGrid, PostMeta } from './post-card';
import { useDocumentTitle } from './use-document-title';
import { FIRST_DATA, useFirstData } from '../../first-data/first-data-context';
import { laidOutWhenNear } from '../../components/laid-out-when-near';

export const POST_TEXTS = {
  notFoundTitle: 'مقاله پیدا نشد',
  notFoundText: 'مقاله‌ای با این نشانی وجود ندارد یا حذف شده است.',
  backToArticles: 'بازگشت به مقالات',
  related: 'مقالات مرتبط',
  loadFailed: 'دریافت مقاله با خطا روبه‌رو شد:',
  retry: 'تلاش دوباره',
  by: 'نویسنده:',
} as const;

export const HERO_WIDTH = 1200;
export const HERO_HEIGHT = 630;

const Column = styled.article`
  max-width: 780px;
  margin: 0 auto;
`;

const Title = styled.h1`
  font-size: clamp(1.45rem, 4vw, 2.1rem);
  line-height: 1.6;
  margin: 0.5rem 0 0.75rem;
`;

const Hero = styled.img`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: ${HERO_WIDTH} / ${HERO_HEIGHT};
  object-fit: cover;
  margin: 1.25rem 0 1.75rem;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

const Related = styled.section`
  ${laidOutWhenNear('40rem')}
  margin-top: 3rem;
  padding-top: 1.5rem;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  h2 {
    font-size: 1.3rem;
    margin: 0 0 1rem;
  }
`;

const CategoryLink = styled(Link)`
  text-decoration: none;
`;

type View = { kind: 'loading' } | { kind: 'failed'; message: string } | ({ kind: 'ready' } & LoadedArticle);

/** /post/{slug} and /media/{slug}: the article as stored, its facts, and others of its category. */
export default function PostPage() {
  const { postSlug = '' } = useParams();
  const { pathname } = useLocation();
  const prefix = pathname.startsWith('/media/') ? 'media' : 'post';
  const loadArticle = useService(BLOG_USE_CASES.LoadArticle);
  const apiHost = useService(PLATFORM_PORTS.ApiHost);
  const first = useFirstData<LoadedArticle>(FIRST_DATA.article(postSlug));
  // each answer names the address it answers: under another one the page waits for its own
  const read = useLoaded(
    useCallback(
      () =>
        loadArticle.execute(postSlug).then(
          (article): Outcome<{ slug: string; article: LoadedArticle }> => succeeded({ slug: postSlug, article }),
          (error: unknown) => refused(error instanceof Error ? error.message : String(error)),
        ),
      [loadArticle, postSlug],
    ),
    // the server rendered the article it had just loaded: no second load on arrival
    first ? succeeded({ slug: postSlug, article: first }) : undefined,
  );
  const retry = () => void read.refresh();
  const view: View =
    read.error !== null
      ? { kind: 'failed', message: read.error }
      : read.value?.slug === postSlug
        ? { kind: 'ready', ...read.value.article }
        : { kind: 'loading' };

  const post = view.kind === 'ready' ? view.post : null;
  useDocumentTitle(view.kind === 'ready' ? (post?.title ?? POST_TEXTS.notFoundTitle) : null);

  if (view.kind === 'loading') {
    return (
      <PageContainer>
        <Spinner />
      </PageContainer>
    );
  }
  if (view.kind === 'failed') {
    return (
      <PageContainer>
        <Alert kind="error">
          {POST_TEXTS.loadFailed} {view.message}
        </Alert>
        <Button type="button" $variant="outline" onClick={retry}>
          {POST_TEXTS.retry}
        </Button>
      </PageContainer>
    );
  }
  if (!post) {
    return (
      <PageContainer>
        <Column as="div">
          <Title>{POST_TEXTS.notFoundTitle}</Title>
          <p>{POST_TEXTS.notFoundText}</p>
          <p>
            <Link to="/search">{POST_TEXTS.backToArticles}</Link>
          </p>
        </Column>
      </PageContainer>
    );
  }

  const cover = imageUrl(apiHost, post.image);
  return (
    <PageContainer>
      <Column>
        <header>
          <Title>{post.title}</Title>
          <PostMeta>
            {post.category && (
              <CategoryLink to={`/search?${new URLSearchParams({ category: post.category._id })}`}>
                <CategoryBadge>{post.category.title}</CategoryBadge>
              </CategoryLink>
            )}
            <time dateTime={post.updatedAt}>{postDateText(post.updatedAt)}</time>
            <span>{readingTimeText(post.content)}</span>
            {post.author && (
              <span>
                {POST_TEXTS.by} {post.author}
              </span>
            )}
          </PostMeta>
        </header>
        {cover && (
          <Hero src={cover} alt={post.coverAlt ?? ''} width={HERO_WIDTH} height={HERO_HEIGHT} fetchPriority="high" decoding="async" />
        )}
        <ArticleBody data-testid="article-body" dangerouslySetInnerHTML={{ __html: post.content }} />
      </Column>
      {view.related.length > 0 && (
        <Related aria-labelledby="related-heading">
          <h2 id="related-heading">{POST_TEXTS.related}</h2>
          <PostGrid>
            {view.related.map((other) => (
              <PostCard key={other._id} post={other} prefix={prefix} headingLevel="h3" />
            ))}
          </PostGrid>
        </Related>
      )}
    </PageContainer>
  );
}
