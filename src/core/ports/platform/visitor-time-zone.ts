import type { WallClock } from '../../domain/business-time';

/**
 * The visitor's own clock: what it reads at an instant, in their time zone with its summer time.
 * In the browser that is the device's clock (src/adapters/clock/device-visitor-clock.ts), read
 * without an Intl formatter, whose first use loads ICU's data on the thread that answers taps.
 */
export interface VisitorTimeZone {
  wallClockAt(instant: number): WallClock;
}
