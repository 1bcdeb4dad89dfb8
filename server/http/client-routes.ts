import fs from 'node:fs';
import path from 'node:path';
import { PAGE_SCRIPTS_ELEMENT_ID } from '../../src/core/ports/page-renderer';

export interface ClientRoute {
  pattern: RegExp;
  /** the lazily loaded page chunks it shows at once */
  chunks: string[];
  /** only for a signed-in visitor: anyone else is sent to /login by the browser */
  signedIn?: true;
  /** shows the consultation types at once, so its first state carries them */
  showsReservationTypes?: true;
}

/**
 * The client's routes (src/ui/routes.tsx). A path that matches none is the client's not-found
 * page, and the server says 404.
 */
const CLIENT_ROUTES: ClientRoute[] = [
  { pattern: /^\/$/i, chunks: ['page-home', 'page-reservation-teaser', 'page-latest-posts'], showsReservationTypes: true },
  { pattern: /^\/about-me$/i, chunks: ['page-about-me'] },
  { pattern: /^\/audit$/i, chunks: ['page-audit'] },
  { pattern: /^\/educational$/i, chunks: ['page-educational'] },
  { pattern: /^\/services$/i, chunks: ['page-services'] },
  { pattern: /^\/reservations$/i, chunks: ['page-reservations'], showsReservationTypes: true },
  { pattern: /^\/reservation\/[^/]+$/i, chunks: ['page-booking'] },
  { pattern: /^\/(search|media)$/i, chunks: ['page-blog-list'] },
  { pattern: /^\/(post|media)\/[^/]+$/i, chunks: ['page-post'] },
  { pattern: /^\/login$/i, chunks: ['page-login'] },
  { pattern: /^\/payment\/callback$/i, chunks: ['page-payment-callback'], signedIn: true },
  { pattern: /^\/dashboard(\/updatePost\/[^/]+)?$/i, chunks: ['page-dashboard'], signedIn: true },
];

/**
 * The client route `pathname` matches (react-router's way: a trailing slash does not matter,
 * nor does letter case), or null when it matches none.
 */
export function matchClientRoute(pathname: string): ClientRoute | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return CLIENT_ROUTES.find((route) => route.pattern.test(path)) ?? null;
}

export type RouteChunkManifest = Record<string, string[]>;

/** The build's route-chunks.json, or an empty manifest when there is none (no hints then). */
export function readRouteChunkManifest(clientDir: string): RouteChunkManifest {
  try {
    const parsed: unknown = JSON.parse(fs.readFileSync(path.join(clientDir, 'route-chunks.json'), 'utf8'));
    return parsed && typeof parsed === 'object' ? (parsed as RouteChunkManifest) : {};
  } catch {
    return {};
  }
}

/**
 * The script files a page needs to be taken over: the app's and its own page chunks', as the
 * build's manifest lists them. src/boot.ts fetches them side by side once the page has painted.
 */
export function pageScripts(chunks: string[], manifest: RouteChunkManifest): string[] {
  const files = [...new Set(['app', ...chunks].flatMap((chunk) => manifest[chunk] ?? []))];
  return files.filter((file) => /^[\w./-]+\.js$/.test(file)).map((file) => `/${file}`);
}

/** The list as the JSON block src/boot.ts reads (file names only: nothing to escape). */
export function pageScriptsBlock(chunks: string[], manifest: RouteChunkManifest): string {
  return `<script type="application/json" id="${PAGE_SCRIPTS_ELEMENT_ID}">${JSON.stringify(pageScripts(chunks, manifest))}</script>`;
}
