import { Field, Input } from './form-styles';

interface JalaliRangeFieldsProps {
  from: string;
  to: string;
  onFromChange: (text: string) => void;
  onToChange: (text: string) => void;
}

/** "از تاریخ" and "تا تاریخ": two Jalali dates typed as ۱۴۰۵/۰۹/۰۱, both ends included. */
export function JalaliRangeFields({ from, to, onFromChange, onToChange }: JalaliRangeFieldsProps) {
  return (
    <>
      <Field>
        از تاریخ
        <Input value={from} onChange={(event) => onFromChange(event.target.value)} placeholder="۱۴۰۵/۰۹/۰۱" dir="ltr" />
      </Field>
      <Field>
        تا تاریخ
        <Input value={to} onChange={(event) => onToChange(event.target.value)} placeholder="۱۴۰۵/۰۹/۳۰" dir="ltr" />
      </Field>
    </>
  );
}
