import http from 'node:http';
import type { ServerKeys } from './scale-keys';
import type { ServerPair } from './scale-servers';

/** The bytes a page or answer sends gzipped, on both servers. */
export interface BytesFigures {
  route: string;
  demo: number;
  scale: number;
  /** held to 1.2× of demo data */
  bounded: boolean;
}

/** What went over the wire, compressed as a browser asks for it (accept-encoding: gzip). */
function gzipBytes(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
        });
        response.on('end', () =>
          response.statusCode === 200 ? resolve(bytes) : reject(new Error(`${url} answered ${response.statusCode}`)),
        );
        response.on('error', reject);
      })
      .on('error', reject);
  });
}

const PAGES: Array<{ route: string; bounded: boolean; path: (keys: ServerKeys) => string }> = [
  { route: '/', bounded: true, path: () => '/' },
  { route: '/reservations', bounded: true, path: () => '/reservations' },
  { route: '/reservation/{id} (booking page)', bounded: false, path: (k) => `/reservation/${k.typeIds[0]}` },
  { route: '/post/{slug} (article)', bounded: false, path: (k) => `/post/${encodeURIComponent(k.slugs[0])}` },
  // the blog's first page of cards (issue 31): a card carries an excerpt and a cover, not the article
  { route: 'GET /api/post/getposts (first page)', bounded: true, path: () => '/api/post/getposts' },
  { route: 'GET /api/reservationtypes', bounded: false, path: () => '/api/reservationtypes' },
  { route: 'GET /api/reservationtypes/{id}', bounded: false, path: (k) => `/api/reservationtypes/${k.typeIds[0]}` },
];

export async function measureBytes(pair: ServerPair, keys: { demo: ServerKeys; scale: ServerKeys }): Promise<BytesFigures[]> {
  const figures: BytesFigures[] = [];
  for (const page of PAGES) {
    figures.push({
      route: page.route,
      bounded: page.bounded,
      demo: await gzipBytes(pair.demo.url + page.path(keys.demo)),
      scale: await gzipBytes(pair.scale.url + page.path(keys.scale)),
    });
  }
  return figures;
}
