import { useEffect, useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { categoryTitleError } from '../../../core/domain/category-rules';
import { Modal } from '../../components/modal';
import { Button } from '../../components/button';
import { Alert } from '../../components/alert';
import { AppForm } from '../../components/app-form';

const Field = styled.label`
  display: grid;
  gap: 0.4rem;
  font-weight: 600;
  input {
    min-height: 44px;
    padding: 0 0.75rem;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 10px;
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
  }
`;

const Hint = styled.p`
  margin: 0.4rem 0 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: 0.9rem;
`;

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 0.75rem;
  margin-top: 1.25rem;
`;

export interface CategoryTitleModalProps {
  open: boolean;
  title: string;
  submitLabel: string;
  initialTitle: string;
  /** answers an error to show, or null when done */
  onSubmit: (title: string) => Promise<string | null>;
  onClose: () => void;
}

/** The add and edit category dialog: the shared title rule as the admin types, the server's word on submit. */
export function CategoryTitleModal({ open, title, submitLabel, initialTitle, onSubmit, onClose }: CategoryTitleModalProps) {
  const inputId = useId();
  const hintId = useId();
  const [value, setValue] = useState(initialTitle);
  const [touched, setTouched] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!open) return;
    setValue(initialTitle);
    setTouched(false);
    setServerError(null);
  }, [open, initialTitle]);

  const ruleError = touched ? categoryTitleError(value) : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (categoryTitleError(value)) return;
    setSaving(true);
    const error = await onSubmit(value);
    setSaving(false);
    setServerError(error);
  };

  return (
    <Modal open={open} title={title} onClose={onClose}>
      <AppForm onSubmit={(event) => void submit(event)}>
        <Field htmlFor={inputId}>
          عنوان دسته بندی
          <input
            id={inputId}
            value={value}
            aria-invalid={ruleError ? true : undefined}
            aria-describedby={ruleError ? hintId : undefined}
            onChange={(event) => {
              setValue(event.target.value);
              setTouched(true);
            }}
          />
        </Field>
        {ruleError && <Hint id={hintId}>{ruleError}</Hint>}
        {serverError && <Alert kind="error">{serverError}</Alert>}
        <Footer>
          <Button type="button" $variant="outline" onClick={onClose}>
            انصراف
          </Button>
          <Button type="submit" disabled={value.trim() === '' || saving}>
            {submitLabel}
          </Button>
        </Footer>
      </AppForm>
    </Modal>
  );
}
