import { siteTitleOf, type SiteProfile } from '../../src/core/domain/site-profile';

export interface PageMeta {
  title: string;
  description: string;
  image?: string;
  type?: 'website' | 'article';
  /** 404 for an address whose page says "not found" (an article that does not exist) */
  status?: number;
}

/**
 * Gives a path its own title and description in the HTML the server sends, or null to pass;
 * `site` is the site's own meta, for a page's title to end with the site's name.
 */
export type PageMetaProvider = (pathname: string, site: PageMeta, viewer?: PageViewer | null) => Promise<PageMeta | null>;

/** Who asks for the page, for a page only its owner may see (a session's report); null when nobody is signed in. */
export interface PageViewer {
  id: string;
  isAdmin: boolean;
}

/** The site's own title and description, from its owner's profile: the home page's, and every page's without its own. */
export function siteMetaOf(profile: SiteProfile): PageMeta {
  const title = siteTitleOf(profile);
  const description = profile.ownerName
    ? `مشاوره مالی، حسابرسی و آموزش مالی سازمانی با ${profile.ownerName}؛ رزرو آنلاین جلسه مشاوره و مقالات آموزشی.`
    : 'مشاوره مالی، حسابرسی و آموزش مالی سازمانی؛ رزرو آنلاین جلسه مشاوره و مقالات آموزشی.';
  return { title, description: profile.shortBio && !profile.ownerName ? profile.shortBio : description, type: 'website' };
}
