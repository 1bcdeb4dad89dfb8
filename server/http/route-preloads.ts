import fs from 'node:fs';
import path from 'node:path';

/** Which lazily loaded page chunks (named in src/ui/routes.tsx) each path shows at once. */
const ROUTE_CHUNKS: Array<[RegExp, string[]]> = [
  [/^\/$/, ['page-home', 'page-reservation-teaser', 'page-latest-posts']],
  [/^\/about-me$/, ['page-about-me']],
  [/^\/audit$/, ['page-audit']],
  [/^\/educational$/, ['page-educational']],
  [/^\/services$/, ['page-services']],
  [/^\/reservations$/, ['page-reservations']],
  [/^\/reservation\/[^/]+$/, ['page-booking']],
  [/^\/(search|media)$/, ['page-blog-list']],
  [/^\/(post|media)\/[^/]+$/, ['page-post']],
  [/^\/login$/, ['page-login']],
  [/^\/payment\/callback$/, ['page-payment-callback']],
  [/^\/dashboard(\/.*)?$/, ['page-dashboard']],
];

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
 * `<link rel="preload">` tags for the files the page at `pathname` loads as soon as the main
 * script runs, so the browser fetches them in parallel with it rather than one after another.
 */
export function routePreloadTags(pathname: string, manifest: RouteChunkManifest): string {
  const chunks = ROUTE_CHUNKS.find(([pattern]) => pattern.test(pathname))?.[1] ?? [];
  const files = [...new Set(chunks.flatMap((chunk) => manifest[chunk] ?? []))];
  return files
    .filter((file) => /^[\w./-]+\.(js|css)$/.test(file))
    .map((file) => (file.endsWith('.css') ? `<link rel="preload" href="/${file}" as="style">` : `<link rel="preload" href="/${file}" as="script">`))
    .join('\n    ');
}
