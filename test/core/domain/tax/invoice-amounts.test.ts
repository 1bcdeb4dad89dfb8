import {
  bookingInvoiceLine,
  invoiceLine,
  invoiceSumProblems,
  invoiceTotals,
  tomansToRials,
  vatRials,
} from '../../../../src/core/domain/tax/invoice-amounts';

describe('the amounts of a booking’s e-invoice', () => {
  it('are written in rials: ten for each toman the customer paid', () => {
    expect(tomansToRials(1_500_000)).toBe(15_000_000);
    expect(tomansToRials(0)).toBe(0);
    for (const wrong of [-1, 1.5, Number.NaN, Number.MAX_SAFE_INTEGER]) expect(() => tomansToRials(wrong)).toThrow(RangeError);
  });

  it('add the VAT at the rate given, rounded to whole rials, half up', () => {
    expect(vatRials(1_000_005, 10)).toBe(100_001); // 100 000.5
    expect(vatRials(1_000_004, 10)).toBe(100_000); // 100 000.4
    expect(vatRials(15_000_000, 9)).toBe(1_350_000);
    expect(vatRials(333, 1.5)).toBe(5); // 4.995
    expect(vatRials(15_000_000, 0)).toBe(0);
    // beyond what a double multiplies exactly: 90 000 000 000 000.5
    expect(vatRials(900_000_000_000_005, 10)).toBe(90_000_000_000_001);
  });

  it('agree with the rounding computed another way, on amounts where doubles are exact', () => {
    for (let rials = 0; rials < 50_000; rials += 7) {
      for (const rate of [9, 10, 12.5]) {
        const exactTimes100 = rials * rate * 100; // the VAT in hundredths of a rial, an integer here
        const expected = Math.floor(exactTimes100 / 10_000) + (exactTimes100 % 10_000 >= 5_000 ? 1 : 0);
        expect(vatRials(rials, rate)).toBe(expected);
      }
    }
  });

  it('refuse a VAT rate that is not a percent with at most two decimals', () => {
    for (const rate of [-1, 101, 9.123, Number.NaN, Number.POSITIVE_INFINITY]) expect(() => vatRials(1000, rate)).toThrow(RangeError);
  });

  it('make one line: the session once, no discount, its VAT and its total', () => {
    const line = bookingInvoiceLine(1_500_000, 10);
    expect(line).toEqual({
      am: 1,
      fee: 15_000_000,
      prdis: 15_000_000,
      dis: 0,
      adis: 15_000_000,
      vra: 10,
      vam: 1_500_000,
      tsstam: 16_500_000,
    });
    expect(invoiceTotals([line])).toEqual({ tprdis: 15_000_000, tdis: 0, tadis: 15_000_000, tvam: 1_500_000, tbill: 16_500_000 });
  });

  it('sum the lines’ rounded VAT for the invoice, never the VAT of the sum', () => {
    const lines = [invoiceLine({ unitRials: 5, vatRatePercent: 10 }), invoiceLine({ unitRials: 5, vatRatePercent: 10 })];
    expect(lines.map((line) => line.vam)).toEqual([1, 1]); // 0.5 each, half up
    expect(invoiceTotals(lines).tvam).toBe(2); // while the VAT of 10 rials is 1
  });

  it('take a quantity and a discount no larger than the price', () => {
    const line = invoiceLine({ unitRials: 2_000_000, quantity: 3, discountRials: 500_000, vatRatePercent: 10 });
    expect([line.prdis, line.adis, line.vam, line.tsstam]).toEqual([6_000_000, 5_500_000, 550_000, 6_050_000]);
    expect(() => invoiceLine({ unitRials: 1000, discountRials: 1001, vatRatePercent: 10 })).toThrow(RangeError);
  });
});

describe('the sums the taxpayer system checks', () => {
  const lines = [bookingInvoiceLine(1_500_000, 10), invoiceLine({ unitRials: 10_005, quantity: 2, discountRials: 5, vatRatePercent: 10 })];

  it('all hold on an invoice made here', () => {
    expect(invoiceSumProblems(lines, invoiceTotals(lines))).toEqual([]);
  });

  it('name each line field and each total that does not hold', () => {
    const [first, second] = lines;
    const broken = [
      { ...first, vam: first.vam + 1 }, // and so its total no longer adds up
      { ...second, prdis: second.prdis - 1, tsstam: second.tsstam + 1 },
    ];
    expect(invoiceSumProblems(broken, invoiceTotals(lines))).toEqual([
      'line 1: vam',
      'line 1: tsstam',
      'line 2: prdis',
      'line 2: adis',
      'line 2: tsstam',
      'tprdis',
      'tvam',
      'tbill',
    ]);
    expect(invoiceSumProblems(lines, { ...invoiceTotals(lines), tdis: 1 })).toEqual(['tdis']);
    expect(invoiceSumProblems([{ ...first, vra: 9.999 }], invoiceTotals([first]))).toEqual(['line 1: vam']);
  });
});
