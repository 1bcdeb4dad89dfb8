import { randomInt } from 'node:crypto';
import type { TrackingNumbers } from '../ports/tracking-numbers';

/** Eight digits from the system's secure random source, a leading zero allowed. */
export class CryptoTrackingNumbers implements TrackingNumbers {
  next(): string {
    return String(randomInt(0, 100_000_000)).padStart(8, '0');
  }
}
