import styled from 'styled-components';
import type { ScheduleSlot } from '../../../core/domain/schedule-slot';
import { OCCUPANCY_LABELS } from '../../../core/domain/schedule-slot';
import { formatJalaliLong, jalaliMonthName } from '../../../core/domain/jalali-date';
import { toPersianDigits } from '../../../core/domain/persian-digits';
import { Button } from '../../components/button';
import { Alert } from '../../components/alert';

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem;
  margin-bottom: 0.75rem;
  h4 { margin: 0; font-size: 1.05rem; }
  button { min-height: 40px; padding: 0.3rem 0.8rem; }
`;

const Days = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 230px), 1fr));
  gap: 0.6rem;
`;

const Day = styled.li`
  padding: 0.6rem 0.8rem;
  border-radius: 10px;
  background: ${({ theme }) => theme.colors.surfaceAlt};
  h5 { margin: 0 0 0.4rem; font-size: 0.95rem; }
`;

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
  border: 1px solid ${({ theme, $occupancy }) => ($occupancy === 'free' ? theme.colors.success : $occupancy === 'held' ? theme.colors.warning : theme.colors.danger)};
  background: ${({ theme }) => theme.colors.surface};
  font-size: 0.9rem;
  small { color: ${({ theme }) => theme.colors.muted}; }
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
  &:hover { background: ${({ theme }) => theme.colors.dangerSoft}; }
`;

interface TypeSlotsByDateProps {
  month: { year: number; month: number };
  slots: ScheduleSlot[];
  canGoBack: boolean;
  busy: boolean;
  onPrevious: () => void;
  onNext: () => void;
  onRemove: (slot: ScheduleSlot) => void;
}

/** A Jalali month of one type's slots, day by day, each time removable while nobody holds it. */
export function TypeSlotsByDate({ month, slots, canGoBack, busy, onPrevious, onNext, onRemove }: TypeSlotsByDateProps) {
  const days = new Map<string, ScheduleSlot[]>();
  for (const slot of slots) days.set(slot.date, [...(days.get(slot.date) ?? []), slot]);
  const heading = `${jalaliMonthName(month.month)} ${toPersianDigits(month.year)}`;
  return (
    <section aria-label={`زمان‌های ${heading}`}>
      <Header>
        <Button type="button" $variant="outline" onClick={onPrevious} disabled={!canGoBack}>ماه قبل</Button>
        <h4>{heading}</h4>
        <Button type="button" $variant="outline" onClick={onNext}>ماه بعد</Button>
      </Header>
      {days.size === 0 ? (
        <Alert kind="info">در این ماه زمانی ثبت نشده است</Alert>
      ) : (
        <Days>
          {[...days].map(([date, daySlots]) => (
            <Day key={date}>
              <h5>{formatJalaliLong(date)}</h5>
              <Chips>
                {daySlots.map((slot) => (
                  <Chip key={slot._id} $occupancy={slot.occupancy} data-occupancy={slot.occupancy}>
                    {toPersianDigits(slot.time)}
                    {slot.occupancy !== 'free' && <small>({OCCUPANCY_LABELS[slot.occupancy]})</small>}
                    <Remove
                      type="button"
                      disabled={busy}
                      onClick={() => onRemove(slot)}
                      aria-label={`حذف ساعت ${toPersianDigits(slot.time)} ${formatJalaliLong(date)}`}
                      title="حذف"
                    >
                      ×
                    </Remove>
                  </Chip>
                ))}
              </Chips>
            </Day>
          ))}
        </Days>
      )}
    </section>
  );
}
