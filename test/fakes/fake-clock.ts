import type { Clock } from '../../src/core/ports/platform/clock';

/** A client clock that stands still until a test moves it. */
export class FakeClock implements Clock {
  constructor(private current: number = Date.parse('2026-11-22T08:30:00Z')) {}

  now(): number {
    return this.current;
  }

  set(instant: string | number): void {
    this.current = typeof instant === 'number' ? instant : Date.parse(instant);
  }

  advance(ms: number): void {
    this.current += ms;
  }
}
