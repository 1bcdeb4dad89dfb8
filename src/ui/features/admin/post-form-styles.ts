import styled from 'styled-components';

/** The article form's look: its fields, the title and category side by side, the media check. */
export const Form = styled.form`
  display: grid;
  gap: 1.1rem;
  .field {
    display: grid;
    gap: 0.4rem;
    font-weight: 600;
  }
  input[type='text'],
  select,
  textarea {
    min-height: 44px;
    padding: 0 0.75rem;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 10px;
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    width: 100%;
  }
  input[type='file'] {
    font: inherit;
    color: ${({ theme }) => theme.colors.text};
    max-width: 100%;
  }
  [aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger} !important;
  }
  textarea {
    padding: 0.6rem 0.75rem;
    min-height: auto;
    resize: vertical;
  }
  fieldset {
    display: contents;
  }
  fieldset.group {
    display: grid;
    gap: 0.8rem;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 10px;
    padding: 0.9rem 1rem;
    margin: 0;
    min-width: 0;
  }
  legend {
    font-weight: 700;
    padding: 0 0.4rem;
  }
  .pair {
    display: grid;
    grid-template-columns: 1fr 1fr;
    gap: 1rem;
  }
  @media (max-width: 600px) {
    .pair {
      grid-template-columns: 1fr;
    }
  }
  .status {
    margin: 0;
    min-height: 1.5em;
    color: ${({ theme }) => theme.colors.muted};
    font-weight: 400;
    font-size: 0.9rem;
  }
  fieldset:disabled {
    cursor: progress;
  }
  fieldset:disabled input,
  fieldset:disabled select,
  fieldset:disabled label {
    opacity: 0.6;
  }
  .required::after {
    content: ' *';
    color: ${({ theme }) => theme.colors.danger};
  }
  .hint {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
    font-weight: 400;
    font-size: 0.9rem;
  }
  .field-error {
    margin: 0;
    color: ${({ theme }) => theme.colors.danger};
    font-weight: 600;
    font-size: 0.9rem;
  }
`;

export const Row = styled.div`
  display: grid;
  grid-template-columns: 2fr 1fr;
  gap: 1rem;
  @media (max-width: 600px) {
    grid-template-columns: 1fr;
  }
`;

export const Check = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  font-weight: 600;
  input {
    width: 1.2rem;
    height: 1.2rem;
  }
`;

export const Choices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1.25rem;
  label {
    display: inline-flex;
    align-items: center;
    gap: 0.4rem;
    min-height: 44px;
    font-weight: 600;
    cursor: pointer;
  }
  input {
    width: 1.2rem;
    height: 1.2rem;
  }
`;
