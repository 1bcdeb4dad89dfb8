import { useEffect } from 'react';
import styled from 'styled-components';
import { useActorRef, useSelector } from '@xstate/react';
import type { CustomerHold } from '../../../core/domain/customer-hold';
import { countdownMachine } from '../../../core/machines/countdown-machine';
import { formatJalaliLong } from '../../../core/domain/jalali-date';
import { toPersianDigits } from '../../../core/domain/persian-digits';
import type { Clock } from '../../../core/ports/platform/clock';
import { HoldActions } from '../../components/hold-actions';

export const HOLD_PANEL_TITLE = 'رزرو در انتظار پرداخت شما';
export const holdDeadlineText = (countdown: string) => `مهلت پرداخت: ${toPersianDigits(countdown)}`;

const Panel = styled.section`
  margin: 0 0 1rem;
  padding: 0.9rem 1rem;
  border-radius: ${({ theme }) => theme.radius};
  border: 2px dashed ${({ theme }) => theme.colors.info};
  background: ${({ theme }) => theme.colors.infoSoft};
  h2 {
    margin: 0 0 0.35rem;
    font-size: 1.05rem;
    color: ${({ theme }) => theme.colors.info};
  }
  p {
    margin: 0.2rem 0;
  }
`;

export interface HoldPanelProps {
  hold: CustomerHold;
  clock: Clock;
  busy: boolean;
  onPay(): void;
  onRelease(): void;
  /** the six minutes ran out: the page reads the clock again and the panel goes */
  onLapsed(): void;
}

/** The customer's unpaid hold, with its countdown and the ways to pay for it or give it up. */
export function HoldPanel({ hold, clock, busy, onPay, onRelease, onLapsed }: HoldPanelProps) {
  const countdown = useActorRef(countdownMachine, { input: { heldSince: hold.createdAt, clock } });
  const text = useSelector(countdown, (snapshot) => snapshot.context.text);
  useEffect(() => {
    if (text === null) onLapsed();
  }, [text, onLapsed]);
  if (text === null) return null;
  const what = `${hold.title}، ${formatJalaliLong(hold.date)} ساعت ${toPersianDigits(hold.timeSlot)}`;
  return (
    <Panel aria-label={HOLD_PANEL_TITLE}>
      <h2>{HOLD_PANEL_TITLE}</h2>
      <p>{what}</p>
      <p>
        <time aria-live="off">{holdDeadlineText(text)}</time>
      </p>
      <HoldActions label={what} busy={busy} onPay={onPay} onRelease={onRelease} />
    </Panel>
  );
}
