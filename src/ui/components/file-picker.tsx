import { useId, type ChangeEvent, type ReactNode, type RefObject } from 'react';
import styled from 'styled-components';

const Picker = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 0.75rem;
  min-width: 0;
  /* inside a form field whose caption is bold, the file's name beside the button is not */
  font-weight: 400;
  label {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 1rem;
    border: 2px solid ${({ theme }) => theme.colors.primary};
    border-radius: 10px;
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
    cursor: pointer;
  }
  input:focus-visible + label {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  input:disabled + label {
    opacity: 0.55;
    cursor: not-allowed;
  }
  .what {
    color: ${({ theme }) => theme.colors.muted};
    overflow-wrap: anywhere;
  }
`;

export interface FilePickerProps {
  /** the input's id, when the form refers to it (its own otherwise) */
  id?: string;
  /** the input itself, for a form that clears what was chosen */
  inputRef?: RefObject<HTMLInputElement | null>;
  /** the input's name for assistive technology: what the files are for */
  label: string;
  /** the button's own text («انتخاب فایل») */
  button: string;
  /** beside the button: which files it takes */
  hint?: ReactNode;
  /** the id of a text elsewhere that says more of what it takes */
  describedBy?: string;
  accept: string;
  multiple?: boolean;
  disabled?: boolean;
  onChange(event: ChangeEvent<HTMLInputElement>): void;
}

/**
 * A file button that speaks Persian. The browser's own («Choose Files», «No file chosen») speaks
 * the browser's language; it stays in the page, visually hidden but focusable and named, and the
 * label drawn as a button opens it.
 */
export function FilePicker({
  id: givenId,
  inputRef,
  label,
  button,
  hint,
  describedBy,
  accept,
  multiple = false,
  disabled = false,
  onChange,
}: FilePickerProps) {
  const ownId = useId();
  const id = givenId ?? ownId;
  return (
    <Picker>
      <input
        ref={inputRef}
        id={id}
        className="visually-hidden"
        type="file"
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        aria-label={label}
        aria-describedby={describedBy}
        onChange={onChange}
      />
      <label htmlFor={id}>{button}</label>
      {hint && <span className="what">{hint}</span>}
    </Picker>
  );
}
