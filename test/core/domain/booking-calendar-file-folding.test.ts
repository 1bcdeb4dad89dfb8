import { contentLines, escapeText, foldLine } from '../../../src/core/domain/icalendar-text';

const octets = (text: string) => new TextEncoder().encode(text).length;

describe('iCalendar content lines', () => {
  it('escapes backslashes, semicolons, commas and every kind of line break in text', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf\rg')).toBe('a\\\\b\\;c\\,d\\ne\\nf\\ng');
  });

  it('leaves a line of 75 octets whole and folds one of 76', () => {
    expect(foldLine('x'.repeat(75))).toBe('x'.repeat(75));
    expect(foldLine('x'.repeat(76))).toBe(`${'x'.repeat(75)}\r\n x`);
  });

  it('never splits a two-octet Persian letter or a four-octet character across lines', () => {
    const persian = `SUMMARY:${'ش'.repeat(80)}`;
    const folded = foldLine(persian).split('\r\n');
    expect(folded.map(octets).every((size) => size <= 75)).toBe(true);
    expect(folded.map((line, index) => (index === 0 ? line : line.slice(1))).join('')).toBe(persian);
    const emoji = `X:${'😀'.repeat(30)}`;
    const pieces = foldLine(emoji).split('\r\n');
    expect(pieces.every((line) => !/[\uD800-\uDBFF]$/.test(line))).toBe(true);
    expect(pieces.map(octets).every((size) => size <= 75)).toBe(true);
  });

  it('ends every line, the last too, with CRLF', () => {
    expect(contentLines(['BEGIN:VCALENDAR', 'END:VCALENDAR'])).toBe('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n');
  });
});
