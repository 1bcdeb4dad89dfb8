import type { FastifyRequest } from 'fastify';

/**
 * An address as the log keeps it: the path, and of the query only its parameters' names. A
 * query can carry what must never be written down (a password sent by a form without a method,
 * a reset token), and nobody reading the log needs the values.
 */
export function loggedUrl(url: string): string {
  const at = url.indexOf('?');
  if (at === -1) return url;
  const names = [...new URLSearchParams(url.slice(at + 1)).keys()];
  return names.length === 0 ? url.slice(0, at) : `${url.slice(0, at)}?${names.map((name) => `${encodeURIComponent(name)}=…`).join('&')}`;
}

/** Fastify's request line in the log, with the query's values left out (bodies are never logged). */
export const requestLogSerializers = {
  req(request: FastifyRequest) {
    return { method: request.method, url: loggedUrl(request.url), host: request.host, remoteAddress: request.ip, remotePort: request.socket?.remotePort };
  },
};
