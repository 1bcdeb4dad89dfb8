import { useId, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { Badge } from '../../../components/badge';
import { Button } from '../../../components/button';
import { FilePicker } from '../../../components/file-picker';
import { Hint, TextArea } from '../../../components/form-styles';
import { FieldBox, FieldHead } from '../providers/provider-field';
import { TAX_TEXTS as T } from './tax-settings-texts';

const Pem = styled(TextArea)`
  font-family: monospace;
  font-size: 0.8rem;
`;

interface PemFieldProps {
  label: string;
  hint: string;
  isSet: boolean;
  /** what is known of the kept one and not secret (a certificate's subject and expiry) */
  facts?: string;
  value: string;
  onChange(value: string): void;
  onRemove(): void;
  busy: boolean;
}

/** A write-only PEM input, pasted or read from a chosen file: it shows whether one is kept, never its text. */
export function PemField({ label, hint, isSet, facts, value, onChange, onRemove, busy }: PemFieldProps) {
  const id = useId();
  const statusId = useId();
  const hintId = useId();
  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (file) onChange(await file.text());
  };
  return (
    <FieldBox>
      <FieldHead>
        <label htmlFor={id}>{label}</label>
        <Badge id={statusId} $tone={isSet ? 'success' : 'muted'}>
          {isSet ? T.set : T.notSet}
        </Badge>
        {isSet && (
          <Button type="button" $variant="ghost" disabled={busy} onClick={onRemove} aria-label={`${T.remove} ${label}`}>
            {T.remove}
          </Button>
        )}
      </FieldHead>
      {isSet && facts && <Hint>{facts}</Hint>}
      <Pem
        id={id}
        dir="ltr"
        rows={4}
        autoComplete="off"
        spellCheck={false}
        value={value}
        aria-describedby={`${statusId} ${hintId}`}
        onChange={(event) => onChange(event.target.value)}
      />
      <Hint id={hintId}>{isSet ? `${hint} ${T.keepHint}` : hint}</Hint>
      <FilePicker
        label={T.upload(label)}
        button={T.chooseFile}
        accept=".pem,.key,.crt,.cer,.txt"
        onChange={(event) => void choose(event)}
      />
    </FieldBox>
  );
}
