import styled from 'styled-components';
import { OCCUPANCY_LABELS, type ScheduleSlot } from '../../../core/domain/schedule-slot';
import { formatJalaliLong } from '../../../core/domain/jalali-date';
import { toPersianDigits } from '../../../core/domain/persian-digits';

const Chips = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 0.4rem;
`;

const Chip = styled.li<{ $occupancy: ScheduleSlot['occupancy'] }>`
  display: inline-flex;
  align-items: center;
  gap: 0.3rem;
  padding: 0.15rem 0.25rem 0.15rem 0.7rem;
  border-radius: 999px;
  border: 1px solid
    ${({ theme, $occupancy }) => ($occupancy === 'free' ? theme.colors.success : $occupancy === 'held' ? theme.colors.warning : theme.colors.danger)};
  background: ${({ theme }) => theme.colors.surface};
  font-size: 0.9rem;
  small {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Remove = styled.button`
  min-width: 32px;
  min-height: 32px;
  border: none;
  border-radius: 50%;
  background: transparent;
  color: ${({ theme }) => theme.colors.danger};
  font-size: 1.1rem;
  line-height: 1;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.dangerSoft};
  }
`;

/** One day's slots, each with what holds it and a remove button. */
export function SlotChips({ slots, busy, onRemove }: { slots: ScheduleSlot[]; busy: boolean; onRemove: (slot: ScheduleSlot) => void }) {
  return (
    <Chips>
      {slots.map((slot) => (
        <Chip key={slot._id} $occupancy={slot.occupancy} data-occupancy={slot.occupancy}>
          {toPersianDigits(slot.time)}
          {slot.occupancy !== 'free' && <small>({OCCUPANCY_LABELS[slot.occupancy]})</small>}
          <Remove
            type="button"
            disabled={busy}
            onClick={() => onRemove(slot)}
            aria-label={`حذف ساعت ${toPersianDigits(slot.time)} ${formatJalaliLong(slot.date)}`}
            title="حذف"
          >
            ×
          </Remove>
        </Chip>
      ))}
    </Chips>
  );
}
