import { useEffect, useId, useState } from 'react';
import styled from 'styled-components';
import type { Category } from '../../../core/ports/blog/category-repository';
import { CATEGORY_MOVE_MESSAGES, DELETE_CATEGORY_QUESTION } from '../../../core/domain/admin-content-messages';
import { toPersianDigits } from '../../../core/domain/persian-digits';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { CANCEL_LABEL, DELETE_LABEL } from '../../components/confirm-dialog';
import { Field, Select } from '../../components/form-styles';
import { Modal } from '../../components/modal';

const Body = styled.div`
  display: grid;
  gap: 0.9rem;
  p {
    margin: 0;
  }
`;

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 0.75rem;
  margin-top: 1.25rem;
`;

export interface CategoryDeleteDialogProps {
  /** the category to delete, or null while the dialog is closed */
  category: Category | null;
  /** every category, to choose where the articles go */
  categories: Category[];
  busy: boolean;
  onConfirm: (moveTo: string | undefined) => void;
  onCancel: () => void;
}

/**
 * The spec's delete question; a category that holds articles first asks where they go
 * (another category: an article always has one), and deletes only once one is chosen.
 */
export function CategoryDeleteDialog({ category, categories, busy, onConfirm, onCancel }: CategoryDeleteDialogProps) {
  const selectId = useId();
  const [moveTo, setMoveTo] = useState('');
  useEffect(() => setMoveTo(''), [category]);

  const holds = category?.postCount ?? 0;
  const targets = categories.filter((each) => each._id !== category?._id);
  const ready = holds === 0 || moveTo !== '';
  return (
    <Modal open={category !== null} title={DELETE_CATEGORY_QUESTION} onClose={onCancel}>
      {holds > 0 && (
        <Body>
          <p>{CATEGORY_MOVE_MESSAGES.holds(toPersianDigits(holds))}</p>
          {targets.length === 0 ? (
            <Alert kind="info">{CATEGORY_MOVE_MESSAGES.noOtherCategory}</Alert>
          ) : (
            <Field htmlFor={selectId}>
              {CATEGORY_MOVE_MESSAGES.moveTo}
              <Select id={selectId} value={moveTo} required onChange={(event) => setMoveTo(event.target.value)}>
                <option value="">{CATEGORY_MOVE_MESSAGES.chooseTarget}</option>
                {targets.map((target) => (
                  <option key={target._id} value={target._id}>
                    {target.title}
                  </option>
                ))}
              </Select>
            </Field>
          )}
        </Body>
      )}
      <Footer>
        <Button type="button" $variant="outline" onClick={onCancel}>
          {CANCEL_LABEL}
        </Button>
        <Button type="button" $variant="danger" disabled={busy || !ready} onClick={() => onConfirm(holds > 0 ? moveTo : undefined)}>
          {DELETE_LABEL}
        </Button>
      </Footer>
    </Modal>
  );
}
