import { postExcerpt } from '../../../../src/core/domain/blog-post';
import type { PageMetaProvider } from '../../../http/page-meta';
import { BLOG_LIST_META } from '../content-messages';
import type { ReadPublishedArticle } from '../use-cases/read-published-article';

const ARTICLE_PATH = /^\/(?:post|media)\/([^/]+)\/?$/;

/** The absolute address of a stored relative path, for crawlers and link previews. */
export function absoluteUrl(publicUrl: string, storedPath: string): string {
  if (/^https?:\/\//.test(storedPath)) return storedPath;
  return `${publicUrl.replace(/\/+$/, '')}/${storedPath.replace(/^\/+/, '')}`;
}

/** /post/{slug} and /media/{slug}: the article's own (SEO) title, description or excerpt and cover in the HTML; a draft is not found. */
export const articlePageMeta =
  (article: ReadPublishedArticle, publicUrl: string): PageMetaProvider =>
  async (pathname, site) => {
    const match = ARTICLE_PATH.exec(pathname);
    if (!match) return null;
    const row = await article.execute(match[1]);
    if (!row) return { ...site, status: 404 };
    return {
      title: `${row.seoTitle || row.title} | ${site.title}`,
      description: row.seoDescription || postExcerpt(row.content) || site.description,
      image: row.image ? absoluteUrl(publicUrl, row.image) : undefined,
      type: 'article',
    };
  };

/** /search and /media: the blog lists' own title and description. */
export const blogListPageMeta: PageMetaProvider = async (pathname, site) => {
  const page = BLOG_LIST_META[pathname.replace(/\/+$/, '')];
  return page ? { title: `${page.title} | ${site.title}`, description: page.description, type: 'website' } : null;
};
