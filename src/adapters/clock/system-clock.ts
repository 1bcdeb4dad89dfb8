import type { Clock } from '../../core/ports/clock';

export class SystemClock implements Clock {
  now(): number {
    return Date.now();
  }
}
