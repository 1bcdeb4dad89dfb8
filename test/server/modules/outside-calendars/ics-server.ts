import http, { type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What a path answers: a calendar text, or a handler that writes the response itself. */
export type Route = string | ((response: ServerResponse, headers: IncomingHttpHeaders) => void);

export interface IcsServer {
  /** http://127.0.0.1:<port> */
  url: string;
  port: number;
  routes: Map<string, Route>;
  /** each request's path, in order */
  requests: string[];
  close(): Promise<void>;
}

/**
 * A local HTTP server serving `.ics` files, as a calendar provider would: with an ETag, and 304
 * to a request that names it.
 */
export async function startIcsServer(): Promise<IcsServer> {
  const routes = new Map<string, Route>();
  const requests: string[] = [];
  const server = http.createServer((request, response) => {
    const path = request.url ?? '/';
    requests.push(path);
    const route = routes.get(path);
    if (route === undefined) return response.writeHead(404).end('not found');
    if (typeof route === 'function') return route(response, request.headers);
    const etag = `"${Buffer.from(route).length}-${route.length}"`;
    if (request.headers['if-none-match'] === etag) return response.writeHead(304, { etag }).end();
    response.writeHead(200, { 'content-type': 'text/calendar; charset=utf-8', etag }).end(route);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    routes,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** 20 MB of calendar text, sent in pieces without a declared length. */
export function twentyMegabytes(response: ServerResponse): void {
  response.writeHead(200, { 'content-type': 'text/calendar' });
  const piece = Buffer.alloc(1024 * 1024, 'X');
  let sent = 0;
  const more = () => {
    while (sent < 20) {
      sent++;
      if (!response.write(piece)) return void response.once('drain', more);
    }
    response.end();
  };
  more();
}

/** Never answers: the reading's time runs out. */
export function silence(): void {}
