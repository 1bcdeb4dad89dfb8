import type { WallClock } from '../../core/domain/business-time';
import type { VisitorTimeZone } from '../../core/ports/platform/visitor-time-zone';

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** The device's own clock, through Date's local-time reading (the device's zone, as its owner set it). */
export class DeviceVisitorClock implements VisitorTimeZone {
  wallClockAt(instant: number): WallClock {
    const local = new Date(instant);
    return {
      date: `${local.getFullYear()}-${twoDigits(local.getMonth() + 1)}-${twoDigits(local.getDate())}`,
      time: `${twoDigits(local.getHours())}:${twoDigits(local.getMinutes())}`,
    };
  }
}
