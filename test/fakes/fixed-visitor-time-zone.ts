import { wallClockIn } from '../../src/core/domain/business-time';
import type { VisitorTimeZone } from '../../src/core/ports/platform/visitor-time-zone';

/** A visitor in one zone a test chooses; Tehran unless told. */
export class FixedVisitorTimeZone implements VisitorTimeZone {
  constructor(public current = 'Asia/Tehran') {}

  wallClockAt(instant: number) {
    return wallClockIn(this.current, instant);
  }
}
