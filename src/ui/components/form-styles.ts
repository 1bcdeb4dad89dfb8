import styled from 'styled-components';
import { Button } from './button';

/** The consultant's forms' pieces (schedule, days off): a label above its control, hints and errors under it. */
export const Field = styled.label`
  display: flex;
  flex-direction: column;
  gap: 0.3rem;
  min-width: 0;
  font-weight: 600;
  font-size: 0.95rem;
`;

const control = `
  width: 100%;
  min-height: 44px;
  padding: 0.5rem 0.75rem;
  border-radius: 10px;
  font-weight: 400;
`;

export const Input = styled.input`
  ${control}
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
`;

export const TextArea = styled.textarea`
  ${control}
  min-height: 6rem;
  resize: vertical;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
`;

export const Select = styled.select`
  ${control}
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
`;

export const Hint = styled.span`
  font-weight: 400;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.muted};
`;

/** Controls side by side on wide screens, stacked on a phone. */
export const FieldRow = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 180px), 1fr));
  gap: 0.75rem 1rem;
  align-items: end;
`;

export const FormStack = styled.form`
  display: flex;
  flex-direction: column;
  gap: 0.9rem;
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.6rem;
  justify-content: flex-end;
`;

export const Fieldset = styled.fieldset`
  margin: 0;
  padding: 1rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: 0.9rem;
  legend {
    padding: 0 0.4rem;
    font-weight: 700;
  }
`;

export const SectionTitle = styled.h3`
  margin: 1.5rem 0 0.75rem;
  font-size: 1.1rem;
`;

export const TabTitle = styled.h2`
  margin: 0 0 1rem;
  font-size: 1.35rem;
`;

/**
 * The shared danger button with dark text in the dark theme, where white on its light red
 * fails contrast.
 */
export const DangerButton = styled(Button).attrs({ $variant: 'danger' as const })`
  color: ${({ theme }) => (theme.name === 'dark' ? theme.colors.primaryText : '#fff')};
`;
