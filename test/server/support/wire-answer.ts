import http from 'node:http';

export interface WireAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** the body as it came over the wire, still compressed if the server compressed it */
  body: Buffer;
}

/**
 * GETs `url` as a browser that accepts `acceptEncoding` (undefined: says nothing, so accepts none)
 * and gives the body undecoded: fetch would open a compressed answer on its own.
 */
export function getOnTheWire(url: string, acceptEncoding?: string): Promise<WireAnswer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}
