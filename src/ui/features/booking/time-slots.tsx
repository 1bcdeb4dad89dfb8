import { useEffect, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { useActorRef, useSelector } from '@xstate/react';
import type { SlotView } from '../../../core/domain/booking-calendar';
import { countdownMachine } from '../../../core/machines/countdown-machine';
import { toPersianDigits } from '../../../core/domain/persian-digits';
import type { Clock } from '../../../core/ports/platform/clock';
import { TehranTime } from '../../components/tehran-time';

export const BOOKED_LABEL = 'رزرو شده';
/** a time the consultant's own calendar keeps: the customer is told it is not free, not why */
export const BUSY_LABEL = 'وقت آزاد نیست';
export const pendingLabel = (countdown: string) => `در حال رزرو (${toPersianDigits(countdown)})`;
export const mineLabel = (countdown: string) => `زمان شما (${toPersianDigits(countdown)})`;

type Look = 'selected' | 'booked' | 'pending' | 'mine' | 'free' | 'passed' | 'busy';

const List = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0.75rem 0 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(8.5rem, 1fr));
  gap: 0.5rem;
`;

const Slot = styled.button<{ $look: Look }>`
  width: 100%;
  min-height: 52px;
  border-radius: 10px;
  border: 2px solid ${({ theme }) => theme.colors.success};
  background: transparent;
  color: ${({ theme }) => theme.colors.success};
  font-weight: 700;
  cursor: pointer;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  line-height: 1.4;
  padding: 0.25rem 0.5rem;
  small {
    font-weight: 600;
    font-size: 0.78rem;
  }
  ${({ $look, theme }) => {
    const onColor = theme.name === 'dark' ? '#0b1526' : '#fff';
    switch ($look) {
      case 'selected':
        return css`
          background: ${theme.colors.success};
          color: ${onColor};
        `;
      case 'booked':
        return css`
          background: ${theme.colors.danger};
          border-color: ${theme.colors.danger};
          color: ${onColor};
          cursor: not-allowed;
        `;
      case 'pending':
        return css`
          background: ${theme.name === 'dark' ? theme.colors.warning : '#f2b01e'};
          border-color: ${theme.name === 'dark' ? theme.colors.warning : '#f2b01e'};
          color: #2b1d00;
          cursor: not-allowed;
        `;
      case 'mine':
        return css`
          background: ${theme.colors.infoSoft};
          border-color: ${theme.colors.info};
          border-style: dashed;
          color: ${theme.colors.info};
          cursor: default;
        `;
      case 'passed':
      case 'busy':
        return css`
          border-color: ${theme.colors.border};
          color: ${theme.colors.muted};
          cursor: not-allowed;
          opacity: 0.7;
        `;
      default:
        return css`
          &:hover:not(:disabled) {
            background: ${theme.colors.successSoft};
          }
          &:disabled {
            opacity: 0.5;
            cursor: progress;
            border-style: dashed;
          }
        `;
    }
  }}
`;

interface HeldSlotProps {
  slot: SlotView;
  look: 'pending' | 'mine';
  label(countdown: string): string;
  clock: Clock;
  onLapsed(): void;
  children: () => ReactNode;
}

/**
 * A held slot with its countdown: amber when someone else holds it, the customer's own look when
 * it is theirs; once the hold lapses it turns back into a free slot.
 */
function HeldSlot({ slot, look, label, clock, onLapsed, children }: HeldSlotProps) {
  const countdown = useActorRef(countdownMachine, { input: { heldSince: slot.heldSince!, clock } });
  const text = useSelector(countdown, (snapshot) => snapshot.context.text);
  useEffect(() => {
    if (text === null) onLapsed();
  }, [text, onLapsed]);
  if (text === null) return <>{children()}</>;
  return (
    <Slot type="button" $look={look} disabled aria-label={`${toPersianDigits(slot.time)} ${label(text)}`}>
      {toPersianDigits(slot.time)}
      <small>{label(text)}</small>
    </Slot>
  );
}

export interface TimeSlotsProps {
  /** the day the slots are on (YYYY-MM-DD): a visitor abroad is shown their own time beside Tehran's */
  date: string;
  slots: SlotView[];
  selected: string | null;
  clock: Clock;
  /** false until the app has taken the page over: a free slot cannot be chosen before, and shows it */
  ready: boolean;
  onSelect(time: string): void;
  /** a hold ran out on screen: the page re-reads the clock */
  onHoldLapsed(): void;
}

/** The chosen day's slots: selected, booked, someone's hold or the customer's own (with countdown), busy, passed, free. */
export function TimeSlots({ date, slots, selected, clock, ready, onSelect, onHoldLapsed }: TimeSlotsProps) {
  const free = (slot: SlotView) => (
    <Slot
      type="button"
      $look={slot.time === selected ? 'selected' : 'free'}
      aria-pressed={slot.time === selected}
      disabled={!ready}
      aria-disabled={!ready || undefined}
      onClick={() => onSelect(slot.time)}
    >
      <TehranTime date={date} time={slot.time} />
    </Slot>
  );
  return (
    <List aria-label="زمان‌های این روز">
      {slots.map((slot) => (
        <li key={`${slot.time}-${slot.heldSince ?? ''}`}>
          {slot.state === 'free' && free(slot)}
          {slot.state === 'booked' && (
            <Slot type="button" $look="booked" disabled aria-label={`${toPersianDigits(slot.time)} ${BOOKED_LABEL}`}>
              {toPersianDigits(slot.time)}
              <small>{BOOKED_LABEL}</small>
            </Slot>
          )}
          {slot.state === 'pending' && (
            <HeldSlot slot={slot} look="pending" label={pendingLabel} clock={clock} onLapsed={onHoldLapsed}>
              {() => free(slot)}
            </HeldSlot>
          )}
          {slot.state === 'mine' && (
            <HeldSlot slot={slot} look="mine" label={mineLabel} clock={clock} onLapsed={onHoldLapsed}>
              {() => free(slot)}
            </HeldSlot>
          )}
          {slot.state === 'busy' && (
            <Slot type="button" $look="busy" disabled aria-label={`${toPersianDigits(slot.time)} ${BUSY_LABEL}`}>
              {toPersianDigits(slot.time)}
              <small>{BUSY_LABEL}</small>
            </Slot>
          )}
          {slot.state === 'passed' && (
            <Slot type="button" $look="passed" disabled>
              {toPersianDigits(slot.time)}
            </Slot>
          )}
        </li>
      ))}
    </List>
  );
}
