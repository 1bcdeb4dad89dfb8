import { useRef, type KeyboardEvent } from 'react';
import styled, { css } from 'styled-components';
import type { CalendarDay, CalendarMonth } from '../../../core/domain/booking-calendar';
import { PERSIAN_WEEKDAY_NAMES, jalaliMonthName } from '../../../core/domain/jalali-date';
import { toPersianDigits } from '../../../core/domain/persian-digits';

export interface JalaliCalendarProps {
  months: CalendarMonth[];
  monthIndex: number;
  /** the days of the shown month, in date order */
  days: CalendarDay[];
  selectedDate: string | null;
  onSelectMonth(index: number): void;
  onPreviousMonth(): void;
  onNextMonth(): void;
  onSelectDate(date: string): void;
  /** labels the whole calendar for screen readers */
  label?: string;
}

const Box = styled.section`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  padding: 0.75rem;
`;

const MonthBar = styled.div`
  display: flex;
  align-items: center;
  gap: 0.5rem;
`;

const MonthNames = styled.div`
  display: flex;
  flex: 1;
  gap: 0.35rem;
  overflow-x: auto;
  justify-content: center;
  scrollbar-width: thin;
`;

const MonthName = styled.button<{ $current: boolean }>`
  white-space: nowrap;
  min-height: 40px;
  padding: 0.25rem 0.75rem;
  border-radius: 999px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  font-weight: 600;
  ${({ $current, theme }) => $current && css`background: ${theme.colors.primary}; color: ${theme.colors.primaryText}; border-color: ${theme.colors.primary};`}
`;

const Arrow = styled.button`
  flex: none;
  width: 40px;
  height: 40px;
  border-radius: 50%;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  font-size: 1.1rem;
  &:disabled { opacity: 0.4; cursor: not-allowed; }
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(7, minmax(0, 1fr));
  gap: 0.3rem;
  margin-top: 0.75rem;
`;

const WeekdayHead = styled.div`
  text-align: center;
  font-size: 0.75rem;
  color: ${({ theme }) => theme.colors.muted};
  white-space: nowrap;
  .short { display: none; }
  @media (max-width: 560px) {
    .long { display: none; }
    .short { display: inline; }
  }
`;

const Day = styled.button<{ $selected: boolean }>`
  height: clamp(40px, 10vw, 52px);
  border-radius: 10px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
  cursor: pointer;
  padding: 0;
  &:hover:not(:disabled) { border-color: ${({ theme }) => theme.colors.success}; }
  &:disabled {
    cursor: not-allowed;
    color: ${({ theme }) => theme.colors.muted};
    background: ${({ theme }) => theme.colors.surfaceAlt};
    text-decoration: line-through;
    opacity: 0.65;
  }
  ${({ $selected, theme }) => $selected && css`background: ${theme.colors.success}; color: ${theme.name === 'dark' ? '#0b1526' : '#fff'}; border-color: ${theme.colors.success};`}
`;

const NEXT_KEYS: Record<string, number> = { ArrowLeft: 1, ArrowRight: -1, ArrowDown: 7, ArrowUp: -7 };

/**
 * A Jalali month: month names in a row with previous and next, then the days in a
 * Saturday-first week grid. Arrow keys move between the days that can be chosen (left is
 * forward, as the page reads right to left); Tab reaches the chosen or first open day.
 */
export function JalaliCalendar(props: JalaliCalendarProps) {
  const { months, monthIndex, days, selectedDate, label = 'تقویم' } = props;
  const grid = useRef<HTMLDivElement>(null);
  const open = days.filter((day) => !day.disabled);
  const focusable = open.find((day) => day.date === selectedDate)?.date ?? open[0]?.date;
  const month = months[monthIndex];

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    let target: CalendarDay | undefined;
    if (event.key in NEXT_KEYS) {
      const step = NEXT_KEYS[event.key];
      for (let i = index + step; i >= 0 && i < days.length && !target; i += step) if (!days[i].disabled) target = days[i];
      if (!target) {
        const unit = Math.sign(step);
        for (let i = index + unit; i >= 0 && i < days.length && !target; i += unit) if (!days[i].disabled) target = days[i];
      }
    } else if (event.key === 'Home') target = open[0];
    else if (event.key === 'End') target = open[open.length - 1];
    if (!target) return;
    event.preventDefault();
    grid.current?.querySelector<HTMLButtonElement>(`[data-date="${target.date}"]`)?.focus();
  };

  return (
    <Box aria-label={label}>
      <MonthBar>
        <Arrow type="button" onClick={props.onPreviousMonth} disabled={monthIndex <= 0} aria-label="ماه قبل">
          ›
        </Arrow>
        <MonthNames role="group" aria-label="ماه‌ها">
          {months.map((candidate, index) => (
            <MonthName
              key={`${candidate.year}-${candidate.month}`}
              type="button"
              $current={index === monthIndex}
              aria-pressed={index === monthIndex}
              onClick={() => props.onSelectMonth(index)}
            >
              {candidate.label}
            </MonthName>
          ))}
        </MonthNames>
        <Arrow type="button" onClick={props.onNextMonth} disabled={monthIndex >= months.length - 1} aria-label="ماه بعد">
          ‹
        </Arrow>
      </MonthBar>
      {month && (
        <Grid ref={grid} role="group" aria-label={`روزهای ${jalaliMonthName(month.month)} ${toPersianDigits(month.year)}`}>
          {PERSIAN_WEEKDAY_NAMES.map((name) => (
            <WeekdayHead key={name} aria-hidden="true" title={name}>
              <span className="long">{name}</span>
              <span className="short">{name[0]}</span>
            </WeekdayHead>
          ))}
          {days.length > 0 && Array.from({ length: days[0].weekdayIndex }, (_, i) => <span key={`blank-${i}`} aria-hidden="true" />)}
          {days.map((day, index) => (
            <Day
              key={day.date}
              type="button"
              data-date={day.date}
              disabled={day.disabled}
              $selected={day.date === selectedDate}
              aria-pressed={day.date === selectedDate}
              aria-label={`${day.weekdayName} ${toPersianDigits(day.day)} ${jalaliMonthName(month.month)}`}
              tabIndex={day.date === focusable ? 0 : -1}
              onClick={() => props.onSelectDate(day.date)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {toPersianDigits(day.day)}
            </Day>
          ))}
        </Grid>
      )}
    </Box>
  );
}
