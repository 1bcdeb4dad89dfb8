import type { Clock } from '../../core/ports/platform/clock';

export class SystemClock implements Clock {
  now(): number {
    return Date.now();
  }
}
