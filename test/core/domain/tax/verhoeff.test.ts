import { hasVerhoeffCheckDigit, verhoeffCheckDigit } from '../../../../src/core/domain/tax/verhoeff';

/**
 * The published examples (Wikipedia, "Verhoeff algorithm": 236 → 3, 12345 → 1, 142857 → 0) and
 * others computed by test/core/domain/tax/tax-vectors.py, which builds Verhoeff from the group D5
 * and its permutation as formulas rather than from the tables the source uses.
 */
const VECTORS: Array<[string, number]> = [
  ['236', 3],
  ['12345', 1],
  ['142857', 0],
  ['0', 4],
  ['5', 8],
  ['1428570', 8],
  ['2363', 4],
  ['8473643095483728456789', 2],
];

describe('the Verhoeff check digit', () => {
  it('matches the published and independently computed vectors', () => {
    for (const [digits, check] of VECTORS) expect([digits, verhoeffCheckDigit(digits)]).toEqual([digits, check]);
  });

  it('accepts a number followed by its own check digit and no other', () => {
    for (const [digits, check] of VECTORS) {
      for (let other = 0; other < 10; other += 1) expect(hasVerhoeffCheckDigit(`${digits}${other}`)).toBe(other === check);
    }
  });

  it('catches every single wrong digit and every swap of two neighbouring digits', () => {
    const number = '65378709084019723000000000001';
    const valid = number + verhoeffCheckDigit(number);
    for (let place = 0; place < valid.length; place += 1) {
      for (const digit of '0123456789') {
        if (digit !== valid[place]) expect(hasVerhoeffCheckDigit(valid.slice(0, place) + digit + valid.slice(place + 1))).toBe(false);
      }
      const swapped = valid.slice(0, place) + valid[place + 1] + valid[place] + valid.slice(place + 2);
      if (place + 1 < valid.length && valid[place] !== valid[place + 1]) expect(hasVerhoeffCheckDigit(swapped)).toBe(false);
    }
  });

  it('reads Latin digits only', () => {
    expect(() => verhoeffCheckDigit('12a')).toThrow(RangeError);
    expect(() => verhoeffCheckDigit('')).toThrow(RangeError);
    expect(hasVerhoeffCheckDigit('۲۳۶۳')).toBe(false);
    expect(hasVerhoeffCheckDigit('3')).toBe(false);
  });
});
