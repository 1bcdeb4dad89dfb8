import { BUSINESS_TIME_ZONE, utcReading, wallClockIn, type WallClock } from './business-time';
import { persianWeekdayName } from './jalali-date';
import { toPersianDigits } from './persian-digits';

export const TEHRAN_TIME_LABEL = 'به وقت تهران';
export const VISITOR_TIME_LABEL = 'به وقت شما';

/** How far `zone`'s clock is ahead of UTC at `instant`, in minutes. */
export function offsetMinutesAt(zone: string, instant: number): number {
  return Math.round((utcReading(wallClockIn(zone, instant)) - Math.floor(instant / 60_000) * 60_000) / 60_000);
}

/** The instant Tehran's wall clock reads `wall`. */
export function tehranInstant(wall: WallClock): number {
  const guess = utcReading(wall);
  return guess - offsetMinutesAt(BUSINESS_TIME_ZONE, guess) * 60_000;
}

/** What a visitor's own clock reads at an instant (src/core/ports/platform/visitor-time-zone.ts). */
export type VisitorClockReading = (instant: number) => WallClock;

/**
 * What the visitor's own clock reads when Tehran's reads `wall`, or null when it reads the same
 * (the clocks are compared, not the zones' names: a zone that happens to keep +03:30 reads the
 * same times).
 */
export function visitorWallClock(wall: WallClock, visitorClock: VisitorClockReading): WallClock | null {
  const visitor = visitorClock(tehranInstant(wall));
  return visitor.date === wall.date && visitor.time === wall.time ? null : visitor;
}

/** "(۰۷:۳۰ به وقت شما)", with the weekday when the visitor's day is not Tehran's. */
export function visitorTimeText(wall: WallClock, visitor: WallClock): string {
  const day = visitor.date === wall.date ? '' : `${persianWeekdayName(visitor.date)} `;
  return `(${day}${toPersianDigits(visitor.time)} ${VISITOR_TIME_LABEL})`;
}

/** A Tehran time as a visitor with `visitorClock` reads it: "۱۰:۰۰", or abroad "۱۰:۰۰ به وقت تهران (۰۷:۳۰ به وقت شما)". */
export function tehranTimeText(wall: WallClock, visitorClock: VisitorClockReading | null): string {
  const tehran = toPersianDigits(wall.time);
  const visitor = visitorClock ? visitorWallClock(wall, visitorClock) : null;
  return visitor ? `${tehran} ${TEHRAN_TIME_LABEL} ${visitorTimeText(wall, visitor)}` : tehran;
}
