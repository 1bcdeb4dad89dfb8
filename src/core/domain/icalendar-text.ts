/**
 * RFC 5545's content lines: TEXT values escaped (3.3.11) and lines folded at 75 octets with
 * CRLF ends (3.1). Folding counts UTF-8 octets and breaks only between code points, so a
 * Persian letter (two octets) is never cut in half.
 */

const CRLF = '\r\n';
const MAX_OCTETS = 75;

/** A TEXT value: backslash, semicolon and comma escaped, every line break written as \n. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

function utf8Octets(character: string): number {
  const code = character.codePointAt(0)!;
  if (code < 0x80) return 1;
  if (code < 0x800) return 2;
  if (code < 0x10000) return 3;
  return 4;
}

/** One content line cut into pieces of at most 75 octets; each continuation starts with a space, which counts. */
export function foldLine(line: string): string {
  const pieces: string[] = [];
  let piece = '';
  let octets = 0;
  for (const character of line) {
    const size = utf8Octets(character);
    if (octets + size > MAX_OCTETS) {
      pieces.push(piece);
      piece = ' ';
      octets = 1;
    }
    piece += character;
    octets += size;
  }
  pieces.push(piece);
  return pieces.join(CRLF);
}

/** The lines of a calendar object, each folded, joined and ended with CRLF. */
export function contentLines(lines: readonly string[]): string {
  return lines.map(foldLine).join(CRLF) + CRLF;
}
