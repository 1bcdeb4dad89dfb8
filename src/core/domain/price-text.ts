import { formatPersianNumber } from './persian-digits';

export const CURRENCY_LABEL = 'تومان';
export const FREE_PRICE_LABEL = 'رایگان';

/** A price in tomans as the site shows it: 0 is free, anything else grouped digits and the unit. */
export function priceText(priceInTomans: number): string {
  if (priceInTomans === 0) return FREE_PRICE_LABEL;
  return `${formatPersianNumber(priceInTomans)} ${CURRENCY_LABEL}`;
}
