import { useId, type InputHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import styled, { css } from 'styled-components';

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.35rem;
  margin-bottom: 1rem;
  label {
    font-weight: 600;
  }
`;

const control = css`
  width: 100%;
  min-height: 44px;
  padding: 0.55rem 0.8rem;
  border-radius: 10px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  &:focus {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;

const Input = styled.input`
  ${control}
`;
const TextArea = styled.textarea`
  ${control} min-height: 6rem;
  resize: vertical;
`;

const Hint = styled.small`
  color: ${({ theme }) => theme.colors.muted};
`;

type FieldProps = { label: string; hint?: string } & InputHTMLAttributes<HTMLInputElement>;

/** A labelled input; its hint is read out with it. */
export function FormField({ label, hint, ...input }: FieldProps) {
  const id = useId();
  return (
    <Wrapper>
      <label htmlFor={id}>{label}</label>
      <Input id={id} aria-describedby={hint ? `${id}-hint` : undefined} {...input} />
      {hint && <Hint id={`${id}-hint`}>{hint}</Hint>}
    </Wrapper>
  );
}

type AreaProps = { label: string } & TextareaHTMLAttributes<HTMLTextAreaElement>;

export function FormTextArea({ label, ...area }: AreaProps) {
  const id = useId();
  return (
    <Wrapper>
      <label htmlFor={id}>{label}</label>
      <TextArea id={id} {...area} />
    </Wrapper>
  );
}
