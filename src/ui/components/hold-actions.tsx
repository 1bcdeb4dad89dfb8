import styled from 'styled-components';
import { Button } from './button';
import { ConfirmDialog } from './confirm-dialog';

export const PAY_HOLD_LABEL = 'پرداخت';
export const RELEASE_HOLD_LABEL = 'انصراف از رزرو';
export const RELEASE_QUESTION = 'آیا از انصراف از این رزرو اطمینان دارید؟ زمان آن برای دیگران آزاد می‌شود.';
export const KEEP_HOLD_LABEL = 'بازگشت';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin-top: 0.75rem;
`;

export interface HoldActionsProps {
  /** what the buttons are about, for screen readers: "مشاوره مالیاتی، ۲ آذر ساعت ۱۰:۰۰" */
  label: string;
  busy: boolean;
  onPay(): void;
  onRelease(): void;
}

/** An unpaid hold's two ways on: pay for it again, or give it up. */
export function HoldActions({ label, busy, onPay, onRelease }: HoldActionsProps) {
  return (
    <Row role="group" aria-label={label}>
      <Button type="button" disabled={busy} onClick={onPay}>
        {PAY_HOLD_LABEL}
      </Button>
      <Button type="button" $variant="outline" disabled={busy} onClick={onRelease}>
        {RELEASE_HOLD_LABEL}
      </Button>
    </Row>
  );
}

export interface ReleaseHoldDialogProps {
  open: boolean;
  busy: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/** "Give up this reservation?" before a hold is released. */
export function ReleaseHoldDialog({ open, busy, onConfirm, onCancel }: ReleaseHoldDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      question={RELEASE_QUESTION}
      confirmLabel={RELEASE_HOLD_LABEL}
      cancelLabel={KEEP_HOLD_LABEL}
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
