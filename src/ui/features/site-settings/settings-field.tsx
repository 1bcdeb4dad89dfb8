import { useId } from 'react';
import styled from 'styled-components';
import { Field, Hint, Input, TextArea } from '../../components/form-styles';

const ErrorText = styled.span`
  font-weight: 600;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.danger};
`;

interface SettingsFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
  /** Latin text (phones, addresses of the web) reads left to right */
  ltr?: boolean;
  multiline?: boolean;
  type?: 'text' | 'email' | 'tel' | 'url';
  inputMode?: 'numeric' | 'tel' | 'email' | 'url' | 'text';
  autoComplete?: string;
}

/** One field of the settings: its label, the control, a hint, and the Persian message when its value was refused. */
export function SettingsField({
  label,
  value,
  onChange,
  error,
  hint,
  ltr,
  multiline,
  type = 'text',
  inputMode,
  autoComplete = 'off',
}: SettingsFieldProps) {
  const id = useId();
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    value,
    dir: ltr ? ('ltr' as const) : undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described,
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
  };
  return (
    // the label names the control alone; its hint and message are read as its description
    <Field as="div">
      <label htmlFor={id}>{label}</label>
      {multiline ? <TextArea {...common} /> : <Input {...common} type={type} inputMode={inputMode} autoComplete={autoComplete} />}
      {hint && <Hint id={`${id}-hint`}>{hint}</Hint>}
      {error && <ErrorText id={`${id}-error`}>{error}</ErrorText>}
    </Field>
  );
}
