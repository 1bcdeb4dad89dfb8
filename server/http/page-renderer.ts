import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { INITIAL_STATE, type PersistedState } from '../../src/core/domain/persisted-state';
import type { SiteProfile } from '../../src/core/domain/site-profile';
import { isThemeName, THEME_COOKIE, type ThemeName } from '../../src/core/domain/theme';
import {
  FIRST_DATA_ELEMENT_ID,
  FIRST_STATE_ELEMENT_ID,
  type PageRenderer,
  type RenderedPage,
} from '../../src/core/contracts/page-renderer';
import { toUserJson } from '../modules/account';
import type { ClientRoute } from './client-routes';
import { loggedUrl } from './request-log';

/** The build's page renderer, beside the client's files but never served (see app.ts). */
export const RENDERER_PATH = path.join('ssr', 'render.cjs');

/** A page that takes longer than this to render is sent without its HTML; the browser renders it. */
export const RENDER_TIMEOUT_MS = 2000;

/**
 * The renderer the build wrote under `clientDir`, or null when there is none (a build without
 * it, or the tests' stand-in client): pages then come as an empty shell the browser fills.
 * Outside production a rebuilt renderer is picked up on the next page.
 */
export function pageRendererLoader(clientDir: string, production: boolean): () => PageRenderer | null {
  const file = path.join(clientDir, RENDERER_PATH);
  let loaded: { renderer: PageRenderer | null; mtimeMs: number } | null = null;
  return () => {
    if (loaded && production) return loaded.renderer;
    const mtimeMs = fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0;
    if (loaded?.mtimeMs === mtimeMs) return loaded.renderer;
    const load = createRequire(file);
    delete load.cache[file];
    const exported: unknown = mtimeMs ? load(file) : null;
    const renderer = exported && typeof (exported as PageRenderer).render === 'function' ? (exported as PageRenderer) : null;
    loaded = { renderer, mtimeMs };
    return renderer;
  };
}

/**
 * The state a visitor's page is rendered in: their theme's cookie, their session's user, and
 * for a page that lists the consultation types, the list GET /api/reservationtypes gives.
 */
export async function firstStateOf(request: FastifyRequest, route: ClientRoute | null): Promise<PersistedState> {
  return {
    theme: themeOf(request),
    user: { ...INITIAL_STATE.user, currentUser: request.user ? toUserJson(request.user) : null },
    reservations: {
      ...INITIAL_STATE.reservations,
      list: route?.firstData.includes('reservation-types') ? await request.server.activeReservationTypes() : [],
    },
  };
}

/** The theme the visitor's cookie asks for; light for none, or for one that is neither. */
export function themeOf(request: FastifyRequest): ThemeName {
  const theme = request.cookies?.[THEME_COOKIE];
  return isThemeName(theme) ? theme : INITIAL_STATE.theme;
}

/** The page's markup, or null when it failed or took too long (it is logged; the page still comes). */
export async function renderOrNull(
  renderer: PageRenderer,
  url: string,
  state: PersistedState,
  request: FastifyRequest,
  data: Record<string, unknown> | undefined,
  site: SiteProfile,
): Promise<RenderedPage | null> {
  try {
    return await renderer.render({ url, state, site, signal: AbortSignal.timeout(RENDER_TIMEOUT_MS), readJson: readJsonAs(request), data });
  } catch (error) {
    request.log.error({ err: error, url: loggedUrl(url) }, 'server rendering failed; sending the page for the browser to render');
    return null;
  }
}

/**
 * A GET of the API answered inside the server for the visitor: with their cookies, through
 * every hook and cache, exactly as their browser would have been answered.
 */
function readJsonAs(request: FastifyRequest) {
  return async (path: string): Promise<{ status: number; body: unknown }> => {
    if (!path.startsWith('/api/')) throw new Error(`only the API is read while rendering, not ${path}`);
    const answer = await request.server.inject({
      method: 'GET',
      url: path,
      headers: request.headers.cookie ? { cookie: request.headers.cookie } : {},
    });
    let body: unknown = null;
    try {
      body = answer.json();
    } catch {
      // not JSON: the adapters see no body
    }
    return { status: answer.statusCode, body };
  };
}

/** JSON in a data block that no `</script>` inside a string can end early. */
export function jsonBlock(id: string, value: unknown): string {
  const json = JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="${id}">${json}</script>`;
}

/**
 * The page template with a rendered page in it: the theme on <html>, the styles, the markup,
 * and beside it the state and data it was rendered from, for the browser to take it over.
 */
export function withRenderedPage(html: string, page: RenderedPage, state: PersistedState): string {
  const blocks =
    jsonBlock(FIRST_STATE_ELEMENT_ID, state) + (Object.keys(page.data).length > 0 ? jsonBlock(FIRST_DATA_ELEMENT_ID, page.data) : '');
  return html
    .replace(
      /<html([^>]*)>/,
      (_tag, attributes: string) => `<html${attributes} data-theme="${state.theme}" style="color-scheme: ${state.theme}">`,
    )
    .replace('</head>', () => `${page.styles}</head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${page.html}</div>${blocks}`);
}
