import fs from 'node:fs';
import path from 'node:path';

/**
 * The client's routes (src/ui/routes.tsx), each with the lazily loaded page chunks it shows at
 * once. A path that matches none is the client's not-found page, and the server says 404.
 */
const CLIENT_ROUTES: Array<[RegExp, string[]]> = [
  [/^\/$/i, ['page-home', 'page-reservation-teaser', 'page-latest-posts']],
  [/^\/about-me$/i, ['page-about-me']],
  [/^\/audit$/i, ['page-audit']],
  [/^\/educational$/i, ['page-educational']],
  [/^\/services$/i, ['page-services']],
  [/^\/reservations$/i, ['page-reservations']],
  [/^\/reservation\/[^/]+$/i, ['page-booking']],
  [/^\/(search|media)$/i, ['page-blog-list']],
  [/^\/(post|media)\/[^/]+$/i, ['page-post']],
  [/^\/login$/i, ['page-login']],
  [/^\/payment\/callback$/i, ['page-payment-callback']],
  [/^\/dashboard(\/updatePost\/[^/]+)?$/i, ['page-dashboard']],
];

/**
 * The page chunks of the client route `pathname` matches (react-router's way: a trailing slash
 * does not matter, nor does letter case), or null when it matches none.
 */
export function clientRouteChunks(pathname: string): string[] | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return CLIENT_ROUTES.find(([pattern]) => pattern.test(path))?.[1] ?? null;
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
 * `<link rel="preload">` tags for the files of a page's chunks, which it loads as soon as the
 * main script runs, so the browser fetches them beside it rather than one after another.
 */
export function routePreloadTags(chunks: string[], manifest: RouteChunkManifest): string {
  const files = [...new Set(chunks.flatMap((chunk) => manifest[chunk] ?? []))];
  return files
    .filter((file) => /^[\w./-]+\.(js|css)$/.test(file))
    .map((file) => (file.endsWith('.css') ? `<link rel="preload" href="/${file}" as="style">` : `<link rel="preload" href="/${file}" as="script">`))
    .join('\n    ');
}
