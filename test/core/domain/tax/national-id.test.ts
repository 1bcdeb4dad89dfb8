import { isNationalId, nationalIdCheckDigit, nationalIdProblem, normalizeNationalId } from '../../../../src/core/domain/tax/national-id';
import { TAX_MESSAGES } from '../../../../src/core/domain/tax/tax-messages';
import { toPersianDigits } from '../../../../src/core/domain/persian-digits';

/** Published examples of valid national IDs (persian-tools' verifyIranianNationalId tests). */
const PUBLISHED = ['0499370899', '0790419904', '1583250689', '0684159414', '4400276201', '2540201288', '7400076205', '7340416501'];
/** Made by test/core/domain/tax/tax-vectors.py (python3, its own national_id(), random nine digits seeded 1404). */
const FROM_PYTHON = ['1214792235', '2607114462', '9716394845', '1371522200', '7849881354', '4049147009', '5897859299', '8699767056'];

/**
 * The test's own reading of the rule, written the other way round: a national ID is valid when its
 * weighted sum, the check digit counted with weight 1, is a multiple of 11, or when the nine
 * digits leave 0 or 1 and the check digit repeats it.
 */
function validByTheRule(id: string): boolean {
  const weighted = [...id.slice(0, 9)].reduce((sum, digit, i) => sum + Number(digit) * (10 - i), 0);
  const check = Number(id[9]);
  return weighted % 11 < 2 ? check === weighted % 11 : (weighted + check) % 11 === 0;
}

/** A reproducible walk over nine-digit prefixes, so each run checks the same hundreds of IDs. */
function prefixes(count: number): string[] {
  let seed = 20261127;
  return Array.from({ length: count }, () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return String(seed % 1_000_000_000).padStart(9, '0');
  });
}

describe('an Iranian national ID (کد ملی)', () => {
  it('accepts the published examples and those computed apart in Python', () => {
    for (const id of [...PUBLISHED, ...FROM_PYTHON]) expect([id, isNationalId(id)]).toEqual([id, true]);
  });

  it('takes as its tenth digit the one check digit the rule allows', () => {
    for (const prefix of prefixes(300)) {
      const check = nationalIdCheckDigit(prefix);
      expect([prefix, [...'0123456789'].filter((digit) => validByTheRule(prefix + digit))]).toEqual([prefix, [String(check)]]);
      expect(isNationalId(prefix + check)).toBe(true);
    }
  });

  it('is refused when its last digit is changed, and judged by the rule when any other digit is', () => {
    for (const id of [...PUBLISHED, ...FROM_PYTHON]) {
      for (let place = 0; place < 10; place += 1) {
        for (const digit of '0123456789') {
          if (digit === id[place]) continue;
          const changed = id.slice(0, place) + digit + id.slice(place + 1);
          expect([changed, isNationalId(changed)]).toEqual([changed, validByTheRule(changed) && !/^(\d)\1{9}$/.test(changed)]);
        }
      }
      const lastChanged = id.slice(0, 9) + String((Number(id[9]) + 1) % 10);
      expect(isNationalId(lastChanged)).toBe(false);
    }
  });

  it('is never ten times the same digit, although 0000000000 and 1111111111 pass the check digit', () => {
    expect(validByTheRule('0000000000')).toBe(true);
    for (const digit of '0123456789') expect(isNationalId(digit.repeat(10))).toBe(false);
  });

  it('is read from Persian or Arabic-Indic digits, with spaces or dashes between them', () => {
    expect(normalizeNationalId(toPersianDigits('0499370899'))).toBe('0499370899');
    expect(normalizeNationalId('٠٤٩٩٣٧٠٨٩٩')).toBe('0499370899');
    expect(normalizeNationalId(' 049-937089-9 ')).toBe('0499370899');
    expect(normalizeNationalId('0499370898')).toBeNull();
  });

  it('tells in Persian why it is refused', () => {
    expect(nationalIdProblem('  ')).toBe(TAX_MESSAGES.nationalIdRequired);
    expect(nationalIdProblem('499370899')).toBe('کد ملی باید ده رقم باشد');
    expect(nationalIdProblem('04993708990')).toBe(TAX_MESSAGES.nationalIdLength);
    expect(nationalIdProblem('04993708a9')).toBe(TAX_MESSAGES.nationalIdLength);
    expect(nationalIdProblem('1234567890')).toBe('کد ملی درست نیست');
    expect(nationalIdProblem('1111111111')).toBe(TAX_MESSAGES.nationalIdWrong);
    expect(nationalIdProblem(toPersianDigits('1583250689'))).toBeNull();
  });
});
