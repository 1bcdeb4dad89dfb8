import fs from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServerDependencies } from '../server-dependencies';
import { INITIAL_STATE } from '../../src/core/domain/persisted-state';
import { siteMetaOf, type PageMeta, type PageMetaProvider } from './page-meta';
import { matchClientRoute, readRouteChunkManifest, type RouteChunkManifest } from './client-routes';
import { scriptPreloads } from './script-hints';
import { FinishedPage, FinishedPageCache } from './finished-page-cache';
import { firstStateOf, jsonBlock, pageRendererLoader, renderOrNull, themeOf, withRenderedPage } from './page-renderer';
import { SITE_PROFILE_ELEMENT_ID, ZONE_OFFSETS_ELEMENT_ID } from '../../src/core/contracts/page-renderer';
import { businessZoneOffsets } from './business-zone-offsets';
import { enamadSealOf } from '../../src/core/domain/site-profile';
import { POLICY_WITH_ENAMAD_SEAL } from './security-headers';
import { withFavicon } from './favicon-links';

const META_MARKER = '<title>__PAGE_META__</title>';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

export function renderMeta(meta: PageMeta, url: string, enamadDomainCheck: string | null = null): string {
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
  // Enamad's domain check reads it on the home page
  if (enamadDomainCheck) tags.push(`<meta name="enamad" content="${escapeHtml(enamadDomainCheck)}">`);
  return tags.join('\n    ');
}

/**
 * A page the server answers a posted form with (the login page showing why it refused): the
 * address it is rendered at, its status, and what it hands the page beside the API's answers.
 */
export interface FormAnswerPage {
  url: string;
  status: number;
  data: Record<string, unknown>;
}

/**
 * Serves each page's HTML: its own meta tags, and the page itself rendered on the server (when
 * the build has a renderer), which the browser's scripts then take over.
 */
export function appShell(deps: ServerDependencies, providers: PageMetaProvider[]) {
  const indexPath = path.join(deps.config.clientDir, 'index.html');
  const pageRenderer = pageRendererLoader(deps.config.clientDir, deps.config.production);
  // A fresh server's first page is slow (the renderer loads, nothing is compiled yet): in
  // production, render one at start instead of making the first visitor wait for it. Outside it
  // the renderer is read again after each build anyway, and loads with the first page.
  if (deps.config.production) {
    void pageRenderer()
      ?.render({ url: '/', state: INITIAL_STATE })
      .catch(() => undefined);
  }
  const signedOutPages = new FinishedPageCache(deps.dataVersions, deps.clock, { entries: 500, bytes: 64 * 1024 * 1024 });
  let template: string | null = null;
  let manifest: RouteChunkManifest = {};
  // a new build (read again on each page outside production) starts the kept pages afresh
  let build = 0;
  const readTemplate = () => {
    if (template === null || !deps.config.production) {
      const read = fs.existsSync(indexPath) ? fs.readFileSync(indexPath, 'utf8') : null;
      if (read !== template) build += 1;
      template = read;
      manifest = readRouteChunkManifest(deps.config.clientDir);
    }
    return template;
  };

  /** The page for this request: meta tags, the page rendered in the visitor's state, its status. */
  const finishPage = async (request: FastifyRequest, html: string, answer?: FormAnswerPage): Promise<FinishedPage> => {
    const address = answer?.url ?? request.url;
    const path = address.split('?')[0];
    const pathname = decodeURIComponentSafe(path);
    const profile = await deps.siteProfile.current();
    const site = siteMetaOf(profile);
    let meta: PageMeta = site;
    for (const provider of providers) {
      const found = await provider(pathname, site, request.user && { id: request.user.id, isAdmin: request.user.is_admin });
      if (found) {
        meta = found;
        break;
      }
    }
    const url = `${deps.config.publicUrl}${path}`;
    // the page still comes (the client shows its not-found screen), but crawlers see the 404
    const route = matchClientRoute(pathname);
    const status = answer?.status ?? (route ? (meta.status ?? 200) : 404);
    let page = html.replace(META_MARKER, () =>
      [
        renderMeta(meta, url, path === '/' ? profile.enamad?.domainCheck || null : null),
        ...scriptPreloads(html, route?.chunks ?? [], manifest),
      ].join('\n    '),
    );
    // the consultant's favicon, once set, in place of the build's on every page
    page = withFavicon(page, profile.images.favicon);
    // every page carries the profile, rendered on the server or not, for the app to show at once,
    // and Tehran's offsets, so that the browser reads Tehran's clock without loading ICU's data
    page = page.replace(
      '</body>',
      () => `${jsonBlock(SITE_PROFILE_ELEMENT_ID, profile)}${jsonBlock(ZONE_OFFSETS_ELEMENT_ID, businessZoneOffsets())}</body>`,
    );
    const renderer = pageRenderer();
    // a signed-out visitor of a signed-in page is sent on to /login by the browser: nothing to show
    if (renderer && !(route?.signedIn && !request.user)) {
      const state = await firstStateOf(request, route);
      const rendered = await renderOrNull(renderer, address, state, request, answer?.data, profile);
      if (!rendered) return new FinishedPage(status, page, false);
      page = withRenderedPage(page, rendered, state);
    }
    return new FinishedPage(status, page);
  };

  return async (request: FastifyRequest, reply: FastifyReply, answer?: FormAnswerPage) => {
    const html = readTemplate();
    // the page depends on the visitor's cookies (theme, session); a signed-in one is theirs alone
    reply.header('cache-control', request.user || answer ? 'private, no-store' : 'no-cache');
    if (!html) {
      return reply.status(503).type('text/plain; charset=utf-8').send('The client is not built yet: run npm run build.');
    }
    // a signed-out visitor's page is the same for everyone with their theme: made once; a
    // form's answer is that visitor's alone
    const page =
      request.user || answer
        ? await finishPage(request, html, answer)
        : await signedOutPages.page(`${build} ${themeOf(request)} ${request.url}`, () => finishPage(request, html));
    const { encoding, body } = page.bodyFor(request.headers['accept-encoding']);
    if (encoding) reply.header('content-encoding', encoding);
    if (enamadSealOf(await deps.siteProfile.current())) reply.header('content-security-policy', POLICY_WITH_ENAMAD_SEAL);
    return reply.status(page.status).header('vary', 'Accept-Encoding, Cookie').type('text/html; charset=utf-8').send(body);
  };
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
