import { isLegalId, legalIdCheckDigit, legalIdProblem, normalizeLegalId } from '../../../../src/core/domain/tax/legal-id';
import { TAX_MESSAGES } from '../../../../src/core/domain/tax/tax-messages';
import { toPersianDigits } from '../../../../src/core/domain/persian-digits';

/** A published valid legal national ID (persian-tools' verifyIranianLegalId tests). */
const PUBLISHED = '10380284790';
/** Made by test/core/domain/tax/tax-vectors.py (python3, its own legal_id(), random ten digits seeded 1404). */
const FROM_PYTHON = [
  '87264199306',
  '40253789878',
  '39637110987',
  '41317362233',
  '45044226588',
  '78708235788',
  '05446189221',
  '22725713982',
];

/** The test's own reading of the rule: the weights 29, 27, 23, 19, 17 twice, each digit raised by the tenth digit + 2. */
function checkDigitByTheRule(firstTen: string): number {
  const raise = Number(firstTen[9]) + 2;
  const weights = [29, 27, 23, 19, 17];
  const remainder = [...firstTen].reduce((sum, digit, i) => sum + (Number(digit) + raise) * weights[i % 5], 0) % 11;
  return remainder % 10;
}

describe('a legal national ID or a legal person’s economic code (شناسه ملی / کد اقتصادی)', () => {
  it('accepts the published example and those computed apart in Python', () => {
    for (const id of [PUBLISHED, ...FROM_PYTHON]) expect([id, isLegalId(id)]).toEqual([id, true]);
  });

  it('ends with the check digit of its first ten digits, 0 for a remainder of 10', () => {
    for (let n = 0; n < 400; n += 1) {
      const firstTen = String((n * 2_654_435_761 + 97) % 10_000_000_000).padStart(10, '0');
      expect([firstTen, legalIdCheckDigit(firstTen)]).toEqual([firstTen, checkDigitByTheRule(firstTen)]);
    }
  });

  it('is refused with any other last digit, or when eleven times the same digit', () => {
    for (const id of [PUBLISHED, ...FROM_PYTHON]) {
      for (const digit of '0123456789') {
        if (digit !== id[10]) expect(isLegalId(id.slice(0, 10) + digit)).toBe(false);
      }
    }
    expect(isLegalId('10380284792')).toBe(false);
    for (const digit of '0123456789') expect(isLegalId(digit.repeat(11))).toBe(false);
  });

  it('is read from Persian digits and tells in Persian why it is refused', () => {
    expect(normalizeLegalId(toPersianDigits('103-8028-4790'))).toBe(PUBLISHED);
    expect(legalIdProblem('')).toBe(TAX_MESSAGES.legalIdRequired);
    expect(legalIdProblem('1038028479')).toBe(TAX_MESSAGES.legalIdLength);
    expect(legalIdProblem('10380284791')).toBe(TAX_MESSAGES.legalIdWrong);
    expect(legalIdProblem(PUBLISHED)).toBeNull();
  });
});
