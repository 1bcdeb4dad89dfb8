import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { Hint, Input } from '../../../components/form-styles';

/** A settings field's column: its head, its input and its hint; shared by the PEM fields. */
export const FieldBox = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.3rem;
  min-width: 0;
  /* hints hold long addresses (an SMTP URL): they wrap rather than run off a phone */
  overflow-wrap: anywhere;
`;

/** A settings field's label with what stands beside it (set / not set, a remove button). */
export const FieldHead = styled.div`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: 0.5rem;
  label {
    font-weight: 600;
    font-size: 0.95rem;
  }
`;

interface ProviderFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> {
  label: string;
  hint?: string;
  value: string;
  onChange(value: string): void;
  /** beside the label: a secret's set / not set, a remove button; named to the input through its id */
  status?: { id?: string; node: ReactNode };
}

/** One input of the services' section: its label alone names it; the hint and a secret's status describe it. */
export function ProviderField({ label, hint, value, onChange, status, ...input }: ProviderFieldProps) {
  const id = useId();
  const hintId = useId();
  const describedBy = [status?.id, hint ? hintId : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <FieldBox>
      <FieldHead>
        <label htmlFor={id}>{label}</label>
        {status?.node}
      </FieldHead>
      <Input id={id} dir="ltr" value={value} aria-describedby={describedBy} onChange={(event) => onChange(event.target.value)} {...input} />
      {hint && <Hint id={hintId}>{hint}</Hint>}
    </FieldBox>
  );
}
