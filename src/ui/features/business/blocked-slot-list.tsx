import styled from 'styled-components';
import type { AgendaBlockedSlot } from '../../../core/contracts/api/business-api';
import { Badge } from '../../components/badge';
import { AGENDA_TEXTS, blockedSlotText } from './business-messages';

const Slots = styled.ul`
  list-style: none;
  margin: 0.75rem 0 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 0.4rem;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.5rem;
    padding: 0.4rem 0.75rem;
    border: 1px dashed ${({ theme }) => theme.colors.border};
    border-radius: 8px;
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.9rem;
  }
`;

/**
 * A day's empty slots that an event of the consultant's own calendars blocks, so customers are
 * not offered them: each a muted line with a warning badge, its time (Tehran) and type, in a
 * list named for screen readers inside the day's section.
 */
export function BlockedSlotList({ slots }: { slots: AgendaBlockedSlot[] }) {
  if (slots.length === 0) return null;
  return (
    <Slots aria-label={AGENDA_TEXTS.blockedList}>
      {slots.map((slot) => (
        <li key={`${slot.date}-${slot.time}-${slot.typeTitle}`}>
          <Badge $tone="warning">{AGENDA_TEXTS.blocked}</Badge> <span>{blockedSlotText(slot)}</span>
        </li>
      ))}
    </Slots>
  );
}
