import { useRef, type KeyboardEvent, type MouseEvent } from 'react';
import styled, { css } from 'styled-components';
import type { CalendarDay, CalendarMonth, DayDisabledReason } from '../../../core/domain/booking-calendar';
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
  /**
   * Addresses of the days and months: given, they are links the server renders, so a tap
   * before the app has taken the page over still chooses (the page loads with it chosen); once
   * it has, a plain click is handled in place.
   */
  links?: CalendarLinks;
}

export interface CalendarLinks {
  day(date: string): string;
  month(index: number): string;
}

export const TODAY_TEXT = 'امروز';
const REASON_TEXT: Record<DayDisabledReason, string> = { past: 'گذشته', 'no-slots': 'بدون زمان آزاد', 'all-slots-passed': 'زمان‌ها گذشته' };

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
  display: inline-flex;
  align-items: center;
  text-decoration: none;
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
  display: inline-flex;
  align-items: center;
  justify-content: center;
  text-decoration: none;
  width: 40px;
  height: 40px;
  border-radius: 50%;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  font-size: 1.1rem;
  &:disabled, &[aria-disabled='true'] { opacity: 0.4; cursor: not-allowed; }
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

const Day = styled.button<{ $selected: boolean; $today: boolean; $reason: DayDisabledReason | null }>`
  position: relative;
  display: flex;
  align-items: center;
  justify-content: center;
  box-sizing: border-box;
  height: clamp(40px, 10vw, 52px);
  border-radius: 10px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
  font-size: 1rem;
  text-decoration: none;
  cursor: pointer;
  padding: 0;
  &:hover:not(:disabled):not([aria-disabled='true']) { border-color: ${({ theme }) => theme.colors.success}; }
  &:disabled, &[aria-disabled='true'] { cursor: not-allowed; }
  /* no free time: a closed day, struck through */
  ${({ $reason, theme }) =>
    ($reason === 'no-slots' || $reason === 'all-slots-passed') &&
    css`color: ${theme.colors.muted}; background: ${theme.colors.surfaceAlt}; text-decoration: line-through; opacity: 0.75;`}
  /* gone by: faint, no frame, so it reads as behind us rather than closed */
  ${({ $reason, theme }) => $reason === 'past' && css`color: ${theme.colors.muted}; background: transparent; border-color: transparent; opacity: 0.5; font-weight: 400;`}
  ${({ $today, theme }) =>
    $today &&
    css`
      border: 2px solid ${theme.colors.primary};
      &::after {
        content: '';
        position: absolute;
        bottom: 4px;
        width: 5px;
        height: 5px;
        border-radius: 50%;
        background: currentColor;
      }
    `}
  ${({ $selected, theme }) => $selected && css`background: ${theme.colors.success}; color: ${theme.name === 'dark' ? '#0b1526' : '#fff'}; border-color: ${theme.colors.success};`}
`;

const NEXT_KEYS: Record<string, number> = { ArrowLeft: 1, ArrowRight: -1, ArrowDown: 7, ArrowUp: -7 };

/** A plain click on a link the app handles in place; one with a modifier (a new tab) is the browser's. */
function inPlace(event: MouseEvent, action: () => void): void {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  action();
}

function dayLabel(day: CalendarDay, monthName: string): string {
  const parts = [`${day.weekdayName} ${toPersianDigits(day.day)} ${monthName}`];
  if (day.today) parts.push(TODAY_TEXT);
  if (day.reason) parts.push(REASON_TEXT[day.reason]);
  return parts.join('، ');
}

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

  const onKeyDown = (event: KeyboardEvent<HTMLElement>, index: number) => {
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
    grid.current?.querySelector<HTMLElement>(`[data-date="${target.date}"]`)?.focus();
  };

  const { links } = props;
  // As links: an address for what can be chosen; what cannot has none and says so.
  const linkTo = (href: string | null) =>
    links ? ({ as: 'a' as const, href: href ?? undefined, role: href ? undefined : 'link', 'aria-disabled': href ? undefined : true }) : null;
  const arrow = (enabled: boolean, index: number, name: string, onActivate: () => void, glyph: string) => {
    const link = linkTo(links && enabled ? links.month(index) : null);
    return link ? (
      <Arrow {...link} aria-label={name} onClick={(event: MouseEvent) => enabled && inPlace(event, onActivate)}>{glyph}</Arrow>
    ) : (
      <Arrow type="button" onClick={onActivate} disabled={!enabled} aria-label={name}>{glyph}</Arrow>
    );
  };

  return (
    <Box aria-label={label}>
      <MonthBar>
        {arrow(monthIndex > 0, monthIndex - 1, 'ماه قبل', props.onPreviousMonth, '›')}
        <MonthNames role="group" aria-label="ماه‌ها">
          {months.map((candidate, index) => {
            const current = index === monthIndex;
            const link = linkTo(links ? links.month(index) : null);
            return (
              <MonthName
                key={`${candidate.year}-${candidate.month}`}
                {...(link ?? { type: 'button' as const, 'aria-pressed': current })}
                aria-current={link && current ? 'true' : undefined}
                $current={current}
                onClick={(event: MouseEvent) => (link ? inPlace(event, () => props.onSelectMonth(index)) : props.onSelectMonth(index))}
              >
                {candidate.label}
              </MonthName>
            );
          })}
        </MonthNames>
        {arrow(monthIndex < months.length - 1, monthIndex + 1, 'ماه بعد', props.onNextMonth, '‹')}
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
          {days.map((day, index) => {
            const selected = day.date === selectedDate;
            const link = linkTo(links && !day.disabled ? links.day(day.date) : null);
            return (
              <Day
                key={day.date}
                {...(link ?? { type: 'button' as const, disabled: day.disabled, 'aria-pressed': selected })}
                aria-current={link && selected ? 'date' : undefined}
                data-date={day.date}
                data-today={day.today || undefined}
                $selected={selected}
                $today={day.today}
                $reason={day.reason}
                aria-label={dayLabel(day, jalaliMonthName(month.month))}
                tabIndex={day.date === focusable ? 0 : -1}
                onClick={(event: MouseEvent) => {
                  if (day.disabled) return;
                  if (link) inPlace(event, () => props.onSelectDate(day.date));
                  else props.onSelectDate(day.date);
                }}
                onKeyDown={(event: KeyboardEvent<HTMLElement>) => onKeyDown(event, index)}
              >
                {toPersianDigits(day.day)}
              </Day>
            );
          })}
        </Grid>
      )}
    </Box>
  );
}
