import zlib from 'node:zlib';

export interface EncodedBody {
  /** the Content-Encoding to send, or null for the body as it is */
  encoding: 'br' | 'gzip' | null;
  body: Buffer;
}

/** Below this a body is sent as it is: compressing would save less than it costs. */
const MIN_COMPRESSIBLE_BYTES = 1024;

/**
 * A text body compressed the way the browser said it accepts (brotli first, then gzip), at a
 * level quick enough to do for each answer.
 */
export function encodeForClient(text: string, acceptEncoding: string | undefined): EncodedBody {
  const body = Buffer.from(text, 'utf8');
  if (body.length < MIN_COMPRESSIBLE_BYTES) return { encoding: null, body };
  const accepted = acceptedEncodings(acceptEncoding ?? '');
  if (accepted.has('br')) {
    return { encoding: 'br', body: zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } }) };
  }
  if (accepted.has('gzip')) return { encoding: 'gzip', body: zlib.gzipSync(body, { level: 6 }) };
  return { encoding: null, body };
}

/** The codings an Accept-Encoding header allows (a q of 0 refuses one). */
function acceptedEncodings(header: string): Set<string> {
  const accepted = new Set<string>();
  for (const part of header.toLowerCase().split(',')) {
    const [name, ...parameters] = part.trim().split(';');
    const q = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name.trim());
  }
  return accepted;
}
