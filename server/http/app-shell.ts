import fs from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServerDependencies } from '../server-dependencies';
import { SITE_META, type PageMeta, type PageMetaProvider } from './page-meta';
import { clientRouteChunks, readRouteChunkManifest, routePreloadTags, type RouteChunkManifest } from './client-routes';

const META_MARKER = '<title>__PAGE_META__</title>';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

export function renderMeta(meta: PageMeta, url: string): string {
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}">`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}">`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}">`,
    `<meta property="og:type" content="${meta.type ?? 'website'}">`,
    `<meta property="og:url" content="${escapeHtml(url)}">`,
    `<meta property="og:locale" content="fa_IR">`,
    `<link rel="canonical" href="${escapeHtml(url)}">`,
  ];
  if (meta.image) tags.push(`<meta property="og:image" content="${escapeHtml(meta.image)}">`);
  return tags.join('\n    ');
}

/** Serves the single-page app's HTML with the page's own meta tags filled in. */
export function appShell(deps: ServerDependencies, providers: PageMetaProvider[]) {
  const indexPath = path.join(deps.config.clientDir, 'index.html');
  let template: string | null = null;
  let manifest: RouteChunkManifest = {};
  const readTemplate = () => {
    if (template === null || !deps.config.production) {
      template = fs.existsSync(indexPath) ? fs.readFileSync(indexPath, 'utf8') : null;
      manifest = readRouteChunkManifest(deps.config.clientDir);
    }
    return template;
  };

  return async (request: FastifyRequest, reply: FastifyReply) => {
    const html = readTemplate();
    if (!html) {
      return reply.status(503).type('text/plain; charset=utf-8').send('The client is not built yet: run npm run build.');
    }
    const pathname = decodeURIComponentSafe(request.url.split('?')[0]);
    let meta: PageMeta = SITE_META;
    for (const provider of providers) {
      const found = await provider(pathname, deps);
      if (found) {
        meta = found;
        break;
      }
    }
    const url = `${deps.config.publicUrl}${request.url.split('?')[0]}`;
    // the page still comes (the client shows its not-found screen), but crawlers see the 404
    const chunks = clientRouteChunks(pathname);
    const status = chunks ? (meta.status ?? 200) : 404;
    return reply
      .status(status)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(html.replace(META_MARKER, () => [renderMeta(meta, url), routePreloadTags(chunks ?? [], manifest)].filter(Boolean).join('\n    ')));
  };
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
