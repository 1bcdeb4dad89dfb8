import type { FastifyInstance } from 'fastify';
import { postExcerpt } from '../../../../src/core/domain/blog-post';
import { siteMetaOf } from '../../../http/page-meta';
import type { ReadFeeds } from '../use-cases/read-feeds';
import { absoluteUrl } from './post-page-meta';

export const PUBLIC_PAGES = [
  '/',
  '/reservations',
  '/services',
  '/audit',
  '/educational',
  '/about-me',
  '/search',
  '/media',
  '/contact',
  '/terms',
  '/privacy',
  '/refund-policy',
];
export const RSS_ITEM_COUNT = 20;

export function escapeXml(text: string): string {
  // Characters XML 1.0 forbids outright are dropped; the five special ones are escaped.
  return text
    .replace(/[^\u0009\u000a\u000d\u0020-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]/gu, '')
    .replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);
}

const articlePath = (slug: string) => `/post/${encodeURIComponent(slug)}`;

/** /sitemap.xml (every public page and article), /rss.xml (the newest articles) and /robots.txt pointing at the sitemap. */
export function feedRoutes(feeds: ReadFeeds, publicUrl: string) {
  return async (app: FastifyInstance): Promise<void> => {
    const site = publicUrl.replace(/\/+$/, '');

    app.get('/sitemap.xml', async (_request, reply) => {
      const articles = await feeds.addresses();
      const urls = [
        ...PUBLIC_PAGES.map((page) => `  <url><loc>${escapeXml(site + page)}</loc></url>`),
        ...articles.map(
          (article) =>
            `  <url><loc>${escapeXml(site + articlePath(article.slug))}</loc><lastmod>${article.updatedAt.toISOString()}</lastmod></url>`,
        ),
      ];
      return reply
        .type('application/xml; charset=utf-8')
        .header('cache-control', 'public, max-age=600')
        .send(
          `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`,
        );
    });

    app.get('/robots.txt', async (_request, reply) =>
      reply
        .type('text/plain; charset=utf-8')
        .send(`User-agent: *\nAllow: /\nDisallow: /dashboard\nDisallow: /payment/\nDisallow: /api/\n\nSitemap: ${site}/sitemap.xml\n`),
    );

    app.get('/rss.xml', async (_request, reply) => {
      const { rows, profile, builtAt: built } = await feeds.latest(RSS_ITEM_COUNT);
      const items = rows.map((row) => {
        const link = escapeXml(site + articlePath(row.slug));
        return [
          '    <item>',
          `      <title>${escapeXml(row.title)}</title>`,
          `      <link>${link}</link>`,
          `      <guid isPermaLink="true">${link}</guid>`,
          `      <pubDate>${new Date(row.updatedAt).toUTCString()}</pubDate>`,
          row.category ? `      <category>${escapeXml(row.category.title)}</category>` : '',
          `      <description>${escapeXml(postExcerpt(row.content))}</description>`,
          row.image
            ? `      <enclosure url="${escapeXml(absoluteUrl(site, row.image))}" type="${row.image.endsWith('.png') ? 'image/png' : 'image/jpeg'}" length="0"/>`
            : '',
          '    </item>',
        ]
          .filter(Boolean)
          .join('\n');
      });
      const siteMeta = siteMetaOf(profile);
      const body = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
        '  <channel>',
        `    <title>${escapeXml(siteMeta.title)}</title>`,
        `    <link>${escapeXml(`${site}/`)}</link>`,
        `    <description>${escapeXml(siteMeta.description)}</description>`,
        '    <language>fa-IR</language>',
        `    <lastBuildDate>${built.toUTCString()}</lastBuildDate>`,
        `    <atom:link href="${escapeXml(`${site}/rss.xml`)}" rel="self" type="application/rss+xml"/>`,
        ...items,
        '  </channel>',
        '</rss>',
        '',
      ].join('\n');
      return reply.type('application/rss+xml; charset=utf-8').header('cache-control', 'public, max-age=600').send(body);
    });
  };
}
