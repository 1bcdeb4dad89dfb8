import zlib from 'node:zlib';

export type Coding = 'br' | 'gzip';

export interface EncodedBody {
  /** the Content-Encoding to send, or null for the body as it is */
  encoding: Coding | null;
  body: Buffer;
}

/** Below this a body is sent as it is: compressing would save less than it costs. */
const MIN_COMPRESSIBLE_BYTES = 1024;

/** The coding to send a browser with this Accept-Encoding: brotli first, then gzip, else none. */
export function preferredCoding(acceptEncoding: string | undefined): Coding | null {
  const accepted = acceptedCodings(acceptEncoding ?? '');
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

/** A text body in that coding, at a level quick enough to do for each answer. */
export function encodeAs(text: string | Buffer, coding: Coding | null): EncodedBody {
  const body = typeof text === 'string' ? Buffer.from(text, 'utf8') : text;
  if (!coding || body.length < MIN_COMPRESSIBLE_BYTES) return { encoding: null, body };
  if (coding === 'br') {
    return {
      encoding: 'br',
      body: zlib.brotliCompressSync(body, {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
      }),
    };
  }
  return { encoding: 'gzip', body: zlib.gzipSync(body, { level: 6 }) };
}

/** A body kept in memory (a page, a public read's answer), compressed once per coding as browsers ask for it. */
export class EncodedForms {
  private readonly encoded = new Map<Coding | null, EncodedBody>();

  constructor(private readonly raw: string | Buffer) {}

  /** the body for a browser's Accept-Encoding */
  bodyFor(acceptEncoding: string | undefined): EncodedBody {
    const coding = preferredCoding(acceptEncoding);
    let body = this.encoded.get(coding);
    if (!body) {
      body = encodeAs(this.raw, coding);
      this.encoded.set(coding, body);
    }
    return body;
  }
}

/** The codings an Accept-Encoding header allows (a q of 0 refuses one). */
function acceptedCodings(header: string): Set<string> {
  const accepted = new Set<string>();
  for (const part of header.toLowerCase().split(',')) {
    const [name, ...parameters] = part.trim().split(';');
    const q = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name.trim());
  }
  return accepted;
}
