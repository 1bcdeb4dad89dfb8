import 'reflect-metadata';
import { text } from 'node:stream/consumers';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import rtlPlugin from 'stylis-plugin-rtl';
import { composeClient } from './composition-root';
import { MemoryStorage } from './adapters/storage/memory-storage';
import { createInProcessApiClient } from './adapters/http/in-process-api-client';
import { loadFirstData } from './ui/first-data/load-first-data';
import type { PageRenderRequest, RenderedPage } from './core/contracts/page-renderer';
import { App } from './ui/app';

/**
 * The server's entry (built to dist/ssr/render.cjs): the whole app rendered to HTML for one
 * address, with every lazy page part waited for and the styles it used. Each page gets its own
 * container, so nothing of one visitor's page reaches another's. What the page shows from the
 * API is loaded first (through `readJson`, inside the server); the machines show their first
 * state, and the browser takes over from it.
 */

declare const API_HOST: string;
export async function render({ url, state, site, signal, readJson, data: given = {} }: PageRenderRequest): Promise<RenderedPage> {
  const container = composeClient({
    apiHost: (typeof API_HOST === 'string' && API_HOST) || '',
    http: createInProcessApiClient(readJson ?? (async () => ({ status: 503, body: null }))),
    localStorage: new MemoryStorage(),
    sessionStorage: new MemoryStorage(),
    location: { assign: () => undefined },
    cookies: { cookie: '' },
    secureCookies: false,
  });
  const data = { ...(await loadFirstData(url, container)), ...given };
  const sheet = new ServerStyleSheet();
  const errors: unknown[] = [];
  try {
    const { prelude } = await prerenderToNodeStream(
      sheet.collectStyles(
        <App
          container={container}
          restored={state}
          site={site}
          firstData={{ ...data }}
          rtl={rtlPlugin}
          router={(children) => <StaticRouter location={url}>{children}</StaticRouter>}
        />,
      ),
      {
        signal,
        onError: (error) => void errors.push(error),
        // every part in its place: React would otherwise move big parts to the end of the page,
        // to be put back by inline scripts, which the Content-Security-Policy does not allow
        progressiveChunkSize: Number.POSITIVE_INFINITY,
      },
    );
    const html = await text(prelude);
    // a part that failed would be left for the browser to render; say so instead
    if (errors.length > 0) throw errors[0];
    return { html, styles: sheet.getStyleTags(), data };
  } finally {
    sheet.seal();
  }
}
