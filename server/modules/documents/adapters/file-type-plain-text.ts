import type { Readable } from 'node:stream';

/**
 * Whether the bytes are plain text a spreadsheet reads as CSV: valid UTF-8 (a byte-order mark
 * allowed), no NUL or other control characters but tab and line ends, and no markup (`<tag`,
 * `<!`, `<?`, `</`), so an HTML or SVG page is never kept as "text". Read as a stream: a file
 * at the limit is never held whole.
 */
export async function isPlainText(body: Readable): Promise<boolean> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let carry = '';
  try {
    for await (const chunk of body) {
      const text = carry + decoder.decode(chunk as Uint8Array, { stream: true });
      if (!cleanText(text)) return false;
      // a tag split between two chunks is seen in the next one
      carry = text.slice(-1);
    }
    return cleanText(carry + decoder.decode());
  } catch {
    return false;
  } finally {
    body.destroy();
  }
}

const CONTROL = /[\u0000-\u0008\u000B\u000E-\u001F\u007F]/;
const MARKUP = /<[A-Za-z!?/]/;

function cleanText(text: string): boolean {
  return !CONTROL.test(text) && !MARKUP.test(text);
}
