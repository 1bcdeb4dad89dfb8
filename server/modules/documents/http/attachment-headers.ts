import type { FastifyReply } from 'fastify';
import { PRIVATE_NO_STORE } from '../../../http/private-answers';

/** RFC 5987's encoding of a header parameter: percent-encoded UTF-8, with the few characters encodeURIComponent leaves that the grammar does not allow. */
function rfc5987(value: string): string {
  return encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** `attachment; filename="<ASCII stand-in>"; filename*=UTF-8''<the Persian name>`: old clients get a name, new ones the real one. */
export function attachmentDisposition(name: string): string {
  const fallback = name.replace(/[^\x20-\x7E]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${fallback}"; filename*=UTF-8''${rfc5987(name)}`;
}

/** A document goes out only as a download the browser never renders, sniffs or keeps. */
export function sendAsAttachment(reply: FastifyReply, document: { name: string; mediaType: string; size: number }): void {
  reply
    .header('content-type', document.mediaType)
    .header('content-length', String(document.size))
    .header('content-disposition', attachmentDisposition(document.name))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', PRIVATE_NO_STORE)
    .header('content-security-policy', "default-src 'none'; sandbox");
}
