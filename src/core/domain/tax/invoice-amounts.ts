/**
 * The amounts of an e-invoice of the taxpayer system (سامانه مودیان, v2), in rials, under the
 * field names the system uses, and the sums it checks. The site prices in tomans; an invoice is
 * written in rials (1 toman = 10 rials). Every amount is a whole number of rials.
 *
 * Rounding: the only amount that is not a product of whole numbers is the VAT of a line,
 * vam = adis × vra / 100; it is rounded to whole rials, half up (x.5 rials → x + 1), on each line,
 * and the invoice's totals are the sums of its lines' rounded fields, never recomputed from the
 * totals. The VAT rate is a parameter, given in percent with at most two decimals (e.g. 10).
 */

/** One line (ردیف کالا/خدمت) with the amounts the system checks. */
export interface InvoiceLineAmounts {
  /** quantity (تعداد) */
  am: number;
  /** unit price, rials (مبلغ واحد) */
  fee: number;
  /** price before discount, rials: am × fee (مبلغ قبل از تخفیف) */
  prdis: number;
  /** discount, rials (مبلغ تخفیف); 0 for a booking */
  dis: number;
  /** price after discount, rials: prdis − dis (مبلغ بعد از تخفیف) */
  adis: number;
  /** VAT rate, percent (نرخ مالیات بر ارزش افزوده) */
  vra: number;
  /** VAT, rials: adis × vra / 100, rounded half up (مبلغ مالیات بر ارزش افزوده) */
  vam: number;
  /** the line's total, rials: adis + vam (مبلغ کل کالا/خدمت) */
  tsstam: number;
}

/** The invoice's totals (the header's sums), each the sum of the same field over its lines. */
export interface InvoiceTotals {
  /** sum of prdis */
  tprdis: number;
  /** sum of dis */
  tdis: number;
  /** sum of adis */
  tadis: number;
  /** sum of vam */
  tvam: number;
  /** the invoice's total: tadis + tvam (مجموع صورتحساب) */
  tbill: number;
}

function wholeAmount(value: number, what: string): number {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${what} must be a whole, non-negative number, got ${value}`);
  return value;
}

/** The rate in hundredths of a percent (10 → 1000); refuses a rate outside 0-100 or with more than two decimals. */
function rateInBasisPoints(vatRatePercent: number): bigint {
  const basisPoints = Math.round(vatRatePercent * 100);
  if (
    !Number.isFinite(vatRatePercent) ||
    vatRatePercent < 0 ||
    vatRatePercent > 100 ||
    Math.abs(basisPoints - vatRatePercent * 100) > 1e-6
  ) {
    throw new RangeError(`a VAT rate is a percent from 0 to 100 with at most two decimals, got ${vatRatePercent}`);
  }
  return BigInt(basisPoints);
}

/** Tomans (the site's unit) as rials (the invoice's): × 10. */
export function tomansToRials(tomans: number): number {
  return wholeAmount(wholeAmount(tomans, 'an amount in tomans') * 10, 'an amount in rials');
}

/** The VAT of an amount after discount, in whole rials, half up: vatRials(1_000_005, 10) = 100_001. */
export function vatRials(afterDiscountRials: number, vatRatePercent: number): number {
  const amount = BigInt(wholeAmount(afterDiscountRials, 'an amount in rials'));
  return Number((amount * rateInBasisPoints(vatRatePercent) + 5_000n) / 10_000n);
}

/** A line of `quantity` × `unitRials` less `discountRials`, with its VAT at the given rate. */
export function invoiceLine(input: {
  unitRials: number;
  quantity?: number;
  discountRials?: number;
  vatRatePercent: number;
}): InvoiceLineAmounts {
  const am = wholeAmount(input.quantity ?? 1, 'a quantity');
  const fee = wholeAmount(input.unitRials, 'a unit price');
  const prdis = wholeAmount(am * fee, 'a price before discount');
  const dis = wholeAmount(input.discountRials ?? 0, 'a discount');
  if (dis > prdis) throw new RangeError(`a discount (${dis}) cannot exceed the price (${prdis})`);
  const adis = prdis - dis;
  const vam = vatRials(adis, input.vatRatePercent);
  return { am, fee, prdis, dis, adis, vra: input.vatRatePercent, vam, tsstam: adis + vam };
}

/** The one line of a booking's invoice: the session paid in tomans, once, without discount, VAT on top. */
export function bookingInvoiceLine(paidTomans: number, vatRatePercent: number): InvoiceLineAmounts {
  return invoiceLine({ unitRials: tomansToRials(paidTomans), vatRatePercent });
}

/** The invoice's totals: each the sum of the same field over the lines. */
export function invoiceTotals(lines: readonly InvoiceLineAmounts[]): InvoiceTotals {
  const sum = (field: keyof InvoiceLineAmounts) => lines.reduce((total, line) => total + line[field], 0);
  const tadis = sum('adis');
  const tvam = sum('vam');
  return { tprdis: sum('prdis'), tdis: sum('dis'), tadis, tvam, tbill: tadis + tvam };
}

function vatOrNull(afterDiscountRials: number, vatRatePercent: number): number | null {
  try {
    return vatRials(afterDiscountRials, vatRatePercent);
  } catch {
    return null;
  }
}

/**
 * The sums of an invoice that do not hold, as the taxpayer system checks them, named
 * `line 1: vam` or `tbill`; empty when every one holds.
 */
export function invoiceSumProblems(lines: readonly InvoiceLineAmounts[], totals: InvoiceTotals): string[] {
  const problems: string[] = [];
  lines.forEach((line, index) => {
    const wrong = (field: string, holds: boolean) => !holds && problems.push(`line ${index + 1}: ${field}`);
    wrong('prdis', line.prdis === line.am * line.fee);
    wrong('adis', line.adis === line.prdis - line.dis && line.dis >= 0);
    wrong('vam', line.vam === vatOrNull(line.adis, line.vra));
    wrong('tsstam', line.tsstam === line.adis + line.vam);
  });
  const expected = invoiceTotals(lines);
  for (const field of ['tprdis', 'tdis', 'tadis', 'tvam', 'tbill'] as const) {
    if (totals[field] !== expected[field]) problems.push(field);
  }
  return problems;
}
