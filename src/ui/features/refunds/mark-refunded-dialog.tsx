import styled from 'styled-components';
import type { RefundOwed } from '../../../core/domain/money-contract';
import { priceText } from '../../../core/domain/price-text';
import { toPersianDigits } from '../../../core/domain/persian-digits';
import { REFUND_NOTE_MAX_LENGTH } from '../../../core/domain/refund-note';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { Modal } from '../../components/modal';
import { useTextFor } from '../../components/use-text-for';
import { MARK_REFUNDED } from './refund-item';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 0.9rem;
  label {
    display: flex;
    flex-direction: column;
    gap: 0.3rem;
    font-weight: 600;
  }
  textarea {
    min-height: 5rem;
    padding: 0.5rem 0.75rem;
    border-radius: 10px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
    font-weight: 400;
    resize: vertical;
  }
  small {
    font-weight: 400;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.6rem;
  justify-content: flex-end;
`;

interface MarkRefundedDialogProps {
  refund: RefundOwed | null;
  busy: boolean;
  error: string | null;
  onConfirm: (note: string) => void;
  onClose: () => void;
}

/** Asks the consultant to confirm they gave the money back themselves, with an optional note for the ledger. */
export function MarkRefundedDialog({ refund, busy, error, onConfirm, onClose }: MarkRefundedDialogProps) {
  const { text: note, setText: setNote, submit } = useTextFor(refund, onConfirm);

  return (
    <Modal open={refund !== null} title={MARK_REFUNDED} onClose={onClose}>
      {refund && (
        <Form onSubmit={submit} noValidate>
          <p style={{ margin: 0 }}>
            آیا {priceText(refund.amount)} را خودتان (مثلاً با کارت به کارت) به {refund.customerName || refund.customerEmail} بازگردانده‌اید؟
            پس از ثبت، این پرداخت از فهرست بازگشت وجه خارج می‌شود.
          </p>
          <label>
            یادداشت (اختیاری)
            <textarea value={note} onChange={(event) => setNote(event.target.value)} maxLength={REFUND_NOTE_MAX_LENGTH} />
            <small>
              مثلاً شماره پیگیری کارت به کارت ({toPersianDigits([...note].length)} از {toPersianDigits(REFUND_NOTE_MAX_LENGTH)} نویسه)
            </small>
          </label>
          {error && <Alert kind="error">{error}</Alert>}
          <Buttons>
            <Button type="button" $variant="outline" onClick={onClose}>
              انصراف
            </Button>
            <Button type="submit" disabled={busy}>
              {MARK_REFUNDED}
            </Button>
          </Buttons>
        </Form>
      )}
    </Modal>
  );
}
