import type { VisitorTimeZone } from '../../src/core/ports/platform/visitor-time-zone';

/** A visitor in one zone a test chooses; Tehran unless told. */
export class FixedVisitorTimeZone implements VisitorTimeZone {
  constructor(public current = 'Asia/Tehran') {}

  zone(): string {
    return this.current;
  }
}
