import { useEffect, useMemo } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import styled from 'styled-components';
import { postListMachine } from '../../../core/machines/post-list-machine';
import type { LoadedPostPage, PostPageRequest } from '../../../core/use-cases/blog/load-post-page';
import { blogListQuery, blogListQueryKey, blogListQueryOfKey, type BlogListMode } from '../../../core/use-cases/blog/blog-list-query';
import { BLOG_USE_CASES } from '../../../core/use-cases/blog/blog-tokens';
import { useService } from '../../services/services-context';
import { PageContainer, PageTitle } from '../../components/container';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { Spinner } from '../../components/spinner';
import { PostCard, PostGrid } from './post-card';
import { CategoryFilter } from './category-filter';
import { useDocumentTitle } from './use-document-title';
import { FIRST_DATA, useFirstData } from '../../first-data/first-data-context';

export const BLOG_TEXTS = {
  articlesTitle: 'مقالات',
  mediaTitle: 'حضور در رسانه',
  showMore: 'مشاهده بیشتر',
  loadingMore: 'در حال بارگذاری…',
  retry: 'تلاش دوباره',
  loadFailed: 'دریافت مقالات با خطا روبه‌رو شد:',
  noArticles: 'هنوز مقاله‌ای منتشر نشده است.',
  noMedia: 'هنوز مطلبی از حضور در رسانه منتشر نشده است.',
  noCategoryArticles: 'در این دسته بندی مقاله‌ای پیدا نشد.',
  clearSearch: 'نمایش همه مقالات',
  resultsFor: (term: string) => `نتایج جستجو برای «${term}»`,
  noResults: (term: string) => `مقاله‌ای با عبارت «${term}» پیدا نشد. عبارت دیگری را امتحان کنید.`,
} as const;

const Intro = styled.p`
  margin: -0.5rem 0 1.25rem;
  color: ${({ theme }) => theme.colors.muted};
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 1rem;
  align-items: baseline;
`;

const ClearLink = styled.button`
  background: none;
  border: none;
  padding: 0;
  cursor: pointer;
  color: ${({ theme }) => theme.colors.primary};
  text-decoration: underline;
  min-height: 32px;
`;

/** the search's way back to every article: a link, which works before the app has taken the page over */
const ClearSearch = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 32px;
  color: ${({ theme }) => theme.colors.primary};
  text-decoration: underline;
`;

const More = styled.div`
  display: flex;
  justify-content: center;
  margin-top: 2rem;
`;

/**
 * Both pages of the spec's blog list: /search (optionally with ?searchTerm=) and /media. The
 * server reads the first page of the address's query for the page it draws: the cards are links
 * before any script, and the page reads them again only when the query changes.
 */
export default function BlogListPage({ mode }: { mode: BlogListMode }) {
  const loadPage = useService(BLOG_USE_CASES.LoadPostPage);
  const machine = useMemo(
    () =>
      postListMachine.provide({ actors: { loadPage: fromPromise(({ input }: { input: PostPageRequest }) => loadPage.execute(input)) } }),
    [loadPage],
  );
  const [params, setParams] = useSearchParams();
  const query = blogListQuery(mode, params);
  const queryKey = blogListQueryKey(query);
  const first = useFirstData<LoadedPostPage>(FIRST_DATA.postList(queryKey));
  const [state, send, list] = useMachine(machine, { input: { query, first } });
  const searchTerm = query.searchTerm ?? '';
  const categoryId = query.categoryId ?? null;
  const title = mode === 'media' ? BLOG_TEXTS.mediaTitle : BLOG_TEXTS.articlesTitle;
  useDocumentTitle(searchTerm ? BLOG_TEXTS.resultsFor(searchTerm) : title);

  useEffect(() => {
    const shown = list.getSnapshot().context;
    // the server's first page of this very query is on the page already
    if (shown.given && blogListQueryKey(shown.query) === queryKey) return;
    send({ type: 'LOAD', query: blogListQueryOfKey(queryKey) });
  }, [send, list, queryKey]);

  const selectCategory = (id: string | null) => {
    const next = new URLSearchParams(params);
    if (id) next.set('category', id);
    else next.delete('category');
    setParams(next);
  };
  const withoutSearch = new URLSearchParams(params);
  withoutSearch.delete('searchTerm');

  const { posts, hasMore, error } = state.context;
  const loading = state.matches('loading') || state.matches('idle');
  const emptyText = searchTerm
    ? BLOG_TEXTS.noResults(searchTerm)
    : categoryId
      ? BLOG_TEXTS.noCategoryArticles
      : mode === 'media'
        ? BLOG_TEXTS.noMedia
        : BLOG_TEXTS.noArticles;

  return (
    <PageContainer>
      <PageTitle>{title}</PageTitle>
      {searchTerm && (
        <Intro>
          <span>{BLOG_TEXTS.resultsFor(searchTerm)}</span>
          <ClearSearch to={{ search: withoutSearch.size > 0 ? `?${withoutSearch.toString()}` : '' }}>{BLOG_TEXTS.clearSearch}</ClearSearch>
        </Intro>
      )}
      <CategoryFilter
        action={mode === 'media' ? '/media' : '/search'}
        searchTerm={searchTerm}
        selected={categoryId}
        onSelect={selectCategory}
      />
      {posts.length > 0 && (
        <PostGrid aria-label={title}>
          {posts.map((post, index) => (
            <PostCard key={post._id} post={post} prefix={mode === 'media' ? 'media' : 'post'} eager={index < 3} />
          ))}
        </PostGrid>
      )}
      {loading && posts.length === 0 && <Spinner />}
      {state.matches('ready') && posts.length === 0 && <Alert kind="info">{emptyText}</Alert>}
      {state.matches('failed') && (
        <Alert kind="error">
          {BLOG_TEXTS.loadFailed} {error}{' '}
          <ClearLink type="button" onClick={() => send({ type: 'RETRY' })}>
            {BLOG_TEXTS.retry}
          </ClearLink>
        </Alert>
      )}
      {posts.length > 0 && (hasMore || loading) && !state.matches('failed') && (
        <More>
          <Button type="button" $variant="outline" disabled={loading} onClick={() => send({ type: 'MORE' })}>
            {loading ? BLOG_TEXTS.loadingMore : BLOG_TEXTS.showMore}
          </Button>
        </More>
      )}
    </PageContainer>
  );
}
