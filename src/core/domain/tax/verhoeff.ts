/**
 * The Verhoeff check digit (J. Verhoeff, 1969): it catches every single wrong digit and every swap of
 * two neighbouring digits. The taxpayer system ends each tax ID with one.
 */

/** Multiplication in the dihedral group D5: 0-4 are its rotations, 5-9 its reflections. */
const MULTIPLY: readonly (readonly number[])[] = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
  [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
  [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
  [4, 0, 1, 2, 3, 9, 5, 6, 7, 8],
  [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
  [6, 5, 9, 8, 7, 1, 0, 4, 3, 2],
  [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
  [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
  [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
];

/** Row i is the permutation (1 5 8 9 4 2 7 0)(3 6) applied i times; it repeats after eight. */
const PERMUTE: readonly (readonly number[])[] = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
  [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
  [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
  [9, 4, 5, 3, 1, 2, 6, 8, 7, 0],
  [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
  [2, 7, 9, 3, 8, 0, 6, 4, 1, 5],
  [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
];

const INVERSE = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9] as const;

/** Runs the digits from the last one; `offset` is 1 to make a check digit and 0 to check one. */
function fold(digits: string, offset: 0 | 1): number {
  if (!/^[0-9]+$/.test(digits)) throw new RangeError(`Latin digits expected, got "${digits}"`);
  let c = 0;
  for (let i = 0; i < digits.length; i += 1) {
    c = MULTIPLY[c][PERMUTE[(i + offset) % 8][Number(digits[digits.length - 1 - i])]];
  }
  return c;
}

/** The Verhoeff check digit to write after the digits: 236 → 3, 12345 → 1, 142857 → 0. */
export function verhoeffCheckDigit(digits: string): number {
  return INVERSE[fold(digits, 1)];
}

/** True when the last digit is the Verhoeff check digit of the ones before it (2363, 123451, 1428570). */
export function hasVerhoeffCheckDigit(digitsWithCheck: string): boolean {
  return digitsWithCheck.length >= 2 && /^[0-9]+$/.test(digitsWithCheck) && fold(digitsWithCheck, 0) === 0;
}
