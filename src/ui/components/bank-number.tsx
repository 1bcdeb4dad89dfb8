import { toPersianDigits } from '../../core/domain/persian-digits';

/** What the bank gave (a code such as -62, a masked card, a reference) in Persian digits, kept left to right. */
export function BankNumber({ value }: { value: string | number }) {
  return <bdi dir="ltr">{toPersianDigits(value)}</bdi>;
}
