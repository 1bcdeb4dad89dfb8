import styled from 'styled-components';
import { Button } from './button';
import { Modal } from './modal';

const Actions = styled.div`
  display: flex;
  gap: 0.75rem;
  justify-content: flex-end;
  margin-top: 1.25rem;
`;

export const CANCEL_LABEL = 'انصراف';
export const DELETE_LABEL = 'حذف';

export interface ConfirmDialogProps {
  open: boolean;
  question: string;
  confirmLabel?: string;
  cancelLabel?: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** "Are you sure?" with cancel and a destructive confirm button. */
export function ConfirmDialog({
  open,
  question,
  confirmLabel = DELETE_LABEL,
  cancelLabel = CANCEL_LABEL,
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Modal open={open} title={question} onClose={onCancel}>
      <Actions>
        <Button type="button" $variant="outline" onClick={onCancel}>
          {cancelLabel}
        </Button>
        <Button type="button" $variant="danger" onClick={onConfirm} disabled={busy}>
          {confirmLabel}
        </Button>
      </Actions>
    </Modal>
  );
}
