import type { MouseEvent } from 'react';

/** The addresses of a calendar's days and months, when they are links. */
export interface CalendarLinks {
  day(date: string): string;
  month(index: number): string;
}

/** A plain click on a link the app handles in place; one with a modifier (a new tab) is the browser's. */
export function inPlace(event: MouseEvent, action: () => void): void {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  action();
}

/**
 * A button's props as a link, when the calendar has links (else null, for a plain button):
 * an address for what can be chosen; what cannot has none and says so.
 */
export function linkProps(links: CalendarLinks | undefined, href: string | null) {
  return links
    ? { as: 'a' as const, href: href ?? undefined, role: href ? undefined : 'link', 'aria-disabled': href ? undefined : true }
    : null;
}
