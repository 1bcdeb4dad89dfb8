import { SITE_PROFILE } from '../../src/core/domain/site-profile';

export interface PageMeta {
  title: string;
  description: string;
  image?: string;
  type?: 'website' | 'article';
  /** 404 for an address whose page says "not found" (an article that does not exist) */
  status?: number;
}

/** Gives a path its own title and description in the HTML the server sends, or null to pass. */
export type PageMetaProvider = (pathname: string) => Promise<PageMeta | null>;

export const SITE_META: PageMeta = {
  title: SITE_PROFILE.siteName,
  description: `مشاوره مالی، حسابرسی و آموزش مالی سازمانی با ${SITE_PROFILE.ownerName}؛ رزرو آنلاین جلسه مشاوره و مقالات آموزشی.`,
  type: 'website',
};
