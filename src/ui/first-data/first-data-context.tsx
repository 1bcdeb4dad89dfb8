import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';

/** What the server loaded for the page it rendered, by key (see FIRST_DATA). */
export type FirstData = Record<string, unknown>;

/** The keys of what a page may find loaded for it. */
export const FIRST_DATA = {
  reservationType: (id: string) => `reservation-type:${id}`,
  /** what blocks times on the booking page's `?date=` */
  availability: (id: string, date: string) => `availability:${id}:${date}`,
  article: (slug: string) => `article:${slug}`,
  /** the edit-article form's article and category choices */
  postForEdit: (postId: string) => `post-for-edit:${postId}`,
  /** a paid booking's receipt, or why there is none */
  receipt: (reservationId: string) => `receipt:${reservationId}`,
  /** the consultant's texts of a page (src/core/domain/page-texts.ts) */
  pageTexts: (page: string) => `page-texts:${page}`,
  /** the home page's newest articles (their count names them) */
  latestPosts: (count: string) => `latest-posts:${count}`,
  /** the first page of a blog list (/search, /media), named by its query (blogListQueryKey) */
  postList: (queryKey: string) => `post-list:${queryKey}`,
  /** the blog lists' category filter: every category with its published articles' count */
  postCategories: () => 'post-categories',
  /** a session's sent report (`{id}` or `{id}/{version}`), or why there is none */
  report: (address: string) => `report:${address}`,
} as const;

const FirstDataContext = createContext<FirstData>({});

export function FirstDataProvider({ data, children }: { data: FirstData; children: ReactNode }) {
  return <FirstDataContext.Provider value={data}>{children}</FirstDataContext.Provider>;
}

/**
 * What the server loaded under `key` for the page it sent, for the page's first render, which
 * must match the server's. It is taken once: the page shown again later in the visit loads
 * afresh (free slots change).
 */
export function useFirstData<T>(key: string): T | undefined {
  const data = useContext(FirstDataContext);
  const [first] = useState(() => data[key] as T | undefined);
  useEffect(() => {
    delete data[key];
  }, [data, key]);
  return first;
}
