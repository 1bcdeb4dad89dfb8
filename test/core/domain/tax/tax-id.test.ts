import {
  MAX_TAX_SERIAL,
  makeTaxId,
  memoryIdDecimal,
  readTaxId,
  taxIdControlText,
  taxIdDay,
  taxIdProblem,
} from '../../../../src/core/domain/tax/tax-id';
import { TAX_MESSAGES } from '../../../../src/core/domain/tax/tax-messages';

/**
 * Computed once by test/core/domain/tax/tax-vectors.py (python3, an implementation apart from the
 * source, following the taxpayer system's Java SDK TaxIdProviderImpl) and pasted here unchanged:
 * the memory ID, the invoice's instant, the serial, the UTC day, the decimal text the check digit
 * is computed over, and the tax ID.
 */
const VECTORS = [
  {
    memoryId: 'A11216',
    at: '2023-06-01T10:00:00Z',
    serial: 1,
    days: 19509,
    control: '6511216019509000000000001',
    taxId: 'A1121604C3500000000012',
  },
  {
    memoryId: 'A3NFZT',
    at: '2024-01-01T00:00:00Z',
    serial: 1,
    days: 19723,
    control: '65378709084019723000000000001',
    taxId: 'A3NFZT04D0B00000000018',
  },
  {
    memoryId: 'A3NFZT',
    at: '2023-12-31T23:59:59Z',
    serial: 1,
    days: 19722,
    control: '65378709084019722000000000001',
    taxId: 'A3NFZT04D0A00000000015',
  },
  {
    memoryId: 'Z9Z9Z9',
    at: '2026-11-27T02:30:00Z',
    serial: 999999999999,
    days: 20784,
    control: '909909909020784999999999999',
    taxId: 'Z9Z9Z905130E8D4A50FFF8',
  },
  {
    memoryId: '123456',
    at: '2026-03-20T16:59:59Z',
    serial: 4096,
    days: 20532,
    control: '123456020532000000004096',
    taxId: '1234560503400000010006',
  },
  {
    memoryId: 'ABCDEF',
    at: '1970-01-01T00:00:00Z',
    serial: 1,
    days: 0,
    control: '656667686970000000000000000001',
    taxId: 'ABCDEF0000000000000017',
  },
  {
    memoryId: 'QW12ER',
    at: '2026-11-26T22:30:00Z',
    serial: 250123,
    days: 20783,
    control: '8187126982020783000000250123',
    taxId: 'QW12ER0512F000003D10B1',
  },
];

const made = (memoryId: string, issuedAt: Date | number, serial: number) => {
  const outcome = makeTaxId({ memoryId, issuedAt, serial });
  return outcome.ok ? outcome.value : outcome.message;
};

describe('the tax ID of an invoice (شماره منحصر به فرد مالیاتی)', () => {
  it('is the memory ID, the UTC day in 5 hex digits, the serial in 10 and a Verhoeff digit, as computed apart in Python', () => {
    for (const vector of VECTORS) {
      const day = taxIdDay(new Date(vector.at));
      expect({ day, control: taxIdControlText({ memoryId: vector.memoryId, day, serial: vector.serial }) }).toEqual({
        day: vector.days,
        control: vector.control,
      });
      expect(made(vector.memoryId, new Date(vector.at), vector.serial)).toBe(vector.taxId);
      expect(vector.taxId).toHaveLength(22);
    }
  });

  it('counts the day in UTC: an invoice of 02:00 in Tehran carries the previous day', () => {
    const tehranEarlyMorning = Date.parse('2026-11-27T02:00:00+03:30');
    expect(taxIdDay(tehranEarlyMorning)).toBe(taxIdDay(Date.parse('2026-11-26T12:00:00Z')));
    expect(taxIdDay(Date.parse('2026-11-27T03:30:00+03:30'))).toBe(taxIdDay(tehranEarlyMorning) + 1);
  });

  it('writes letters of the memory ID as their ASCII codes and keeps its digits in the checked text', () => {
    expect(memoryIdDecimal('A11216')).toBe('6511216');
    expect(memoryIdDecimal('Z9Z9Z9')).toBe('909909909');
  });

  it('reads the memory ID in capitals and refuses one that is not six letters or digits', () => {
    expect(made(' a11216 ', new Date(VECTORS[0].at), 1)).toBe(VECTORS[0].taxId);
    expect(made('A1121', Date.now(), 1)).toBe(TAX_MESSAGES.memoryIdWrong);
    expect(made('A1121۶', Date.now(), 1)).toBe(TAX_MESSAGES.memoryIdWrong);
  });

  it('takes serials from 1 to the largest whose 12 decimal digits the check covers', () => {
    const at = new Date(VECTORS[0].at);
    for (const serial of [0, -1, 1.5, MAX_TAX_SERIAL + 1]) expect(made('A11216', at, serial)).toBe(TAX_MESSAGES.serialWrong);
    expect(made('A11216', at, MAX_TAX_SERIAL)).toMatch(/^A1121604C35E8D4A50FFF\d$/);
    expect(made('A11216', Date.parse('1969-12-31T23:59:59Z'), 1)).toBe(TAX_MESSAGES.dateWrong);
    expect(made('A11216', Number.NaN, 1)).toBe(TAX_MESSAGES.dateWrong);
    const lastDay = 999_999 * 24 * 60 * 60 * 1000; // its 6 decimal digits are all the check covers
    expect(made('A11216', lastDay, 1)).toMatch(/^A11216F423F0000000001\d$/);
    expect(made('A11216', lastDay + 24 * 60 * 60 * 1000, 1)).toBe(TAX_MESSAGES.dateWrong);
  });

  it('gives back its memory ID, day and serial when read, and only when its check digit is right', () => {
    for (const vector of VECTORS) {
      expect(readTaxId(vector.taxId)).toEqual({ memoryId: vector.memoryId, day: vector.days, serial: vector.serial });
      expect(readTaxId(vector.taxId.toLowerCase())).not.toBeNull();
      for (const digit of '0123456789') {
        if (digit !== vector.taxId[21]) expect(readTaxId(vector.taxId.slice(0, 21) + digit)).toBeNull();
      }
    }
  });

  it('tells in Persian why a typed tax ID is refused', () => {
    expect(taxIdProblem(VECTORS[1].taxId)).toBeNull();
    expect(taxIdProblem('A3NFZT04D0B0000000001')).toBe(TAX_MESSAGES.taxIdLength);
    expect(taxIdProblem('A3NFZT04D0B00000000019')).toBe(TAX_MESSAGES.taxIdWrong);
    expect(taxIdProblem('A3NFZT04D0G00000000018')).toBe(TAX_MESSAGES.taxIdWrong);
  });
});
