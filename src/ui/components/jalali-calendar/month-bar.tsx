import type { MouseEvent } from 'react';
import type { CalendarMonth } from '../../../core/domain/booking-calendar';
import { inPlace, linkProps, type CalendarLinks } from './calendar-links';
import { Arrow, MonthName, MonthNames, MonthRow } from './calendar-frame';

interface MonthBarProps {
  months: CalendarMonth[];
  monthIndex: number;
  links?: CalendarLinks;
  onSelectMonth(index: number): void;
  onPreviousMonth(): void;
  onNextMonth(): void;
}

/** The months in a row, the shown one marked, between the previous and next arrows. */
export function MonthBar({ months, monthIndex, links, onSelectMonth, onPreviousMonth, onNextMonth }: MonthBarProps) {
  const arrow = (enabled: boolean, index: number, name: string, onActivate: () => void, glyph: string) => {
    const link = linkProps(links, links && enabled ? links.month(index) : null);
    return link ? (
      <Arrow {...link} aria-label={name} onClick={(event: MouseEvent) => enabled && inPlace(event, onActivate)}>
        {glyph}
      </Arrow>
    ) : (
      <Arrow type="button" onClick={onActivate} disabled={!enabled} aria-label={name}>
        {glyph}
      </Arrow>
    );
  };

  return (
    <MonthRow>
      {arrow(monthIndex > 0, monthIndex - 1, 'ماه قبل', onPreviousMonth, '›')}
      <MonthNames role="group" aria-label="ماه‌ها">
        {months.map((candidate, index) => {
          const current = index === monthIndex;
          const link = linkProps(links, links ? links.month(index) : null);
          return (
            <MonthName
              key={`${candidate.year}-${candidate.month}`}
              {...(link ?? { type: 'button' as const, 'aria-pressed': current })}
              aria-current={link && current ? 'true' : undefined}
              $current={current}
              onClick={(event: MouseEvent) => (link ? inPlace(event, () => onSelectMonth(index)) : onSelectMonth(index))}
            >
              {candidate.label}
            </MonthName>
          );
        })}
      </MonthNames>
      {arrow(monthIndex < months.length - 1, monthIndex + 1, 'ماه بعد', onNextMonth, '‹')}
    </MonthRow>
  );
}
