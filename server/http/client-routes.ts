import fs from 'node:fs';
import path from 'node:path';
import type { FirstDataNeed, PageId } from '../../src/core/contracts/pages/page-routes';
import { matchPage, needsSignIn, pageChunks } from '../../src/core/contracts/pages/match-page';

export interface ClientRoute {
  page: PageId;
  /** the lazily loaded page chunks it shows at once */
  chunks: string[];
  /** only for a signed-in visitor: anyone else is sent to /login by the browser */
  signedIn: boolean;
  /** what it shows from the API at once (the consultation types go in its first state) */
  firstData: readonly FirstDataNeed[];
}

/**
 * The client's page `pathname` shows (react-router's way: a trailing slash does not matter,
 * nor does letter case), or null when it matches none: the client's not-found page, and the
 * server says 404.
 */
export function matchClientRoute(pathname: string): ClientRoute | null {
  const match = matchPage(pathname);
  if (!match) return null;
  return { page: match.id, chunks: pageChunks(match.id), signedIn: needsSignIn(match.route.guard), firstData: match.route.firstData ?? [] };
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
 * build's manifest lists them. The page's head asks for them (script-hints.ts) while it is parsed.
 */
export function pageScripts(chunks: string[], manifest: RouteChunkManifest): string[] {
  const files = [...new Set(['app', ...chunks].flatMap((chunk) => manifest[chunk] ?? []))];
  return files.filter((file) => /^[\w./-]+\.js$/.test(file)).map((file) => `/${file}`);
}
