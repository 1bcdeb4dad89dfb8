import type { Clock } from '../../../server/ports/clock';

/** The server's "now", moved by the test; `following()` runs with real time plus any advance. */
export class FakeServerClock implements Clock {
  private current: number;
  private follows = false;

  constructor(instant: string) {
    this.current = Date.parse(instant);
  }

  static following(): FakeServerClock {
    const clock = new FakeServerClock(new Date(0).toISOString());
    clock.follows = true;
    return clock;
  }

  now(): Date {
    return new Date(this.follows ? Date.now() + this.current : this.current);
  }

  set(instant: string): void {
    this.current = Date.parse(instant);
  }

  advance(ms: number): void {
    this.current += ms;
  }
}
