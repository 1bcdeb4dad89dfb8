import type { BookingLogger } from '../../../../server/modules/booking';

export interface LoggedLine {
  level: 'info' | 'warn';
  details: object;
  message: string;
}

/** The booking module's logger, keeping every line for the test to read. */
export class RecordingBookingLogger implements BookingLogger {
  readonly lines: LoggedLine[] = [];

  info(details: object, message: string): void {
    this.lines.push({ level: 'info', details, message });
  }

  warn(details: object, message: string): void {
    this.lines.push({ level: 'warn', details, message });
  }

  /** the messages of the warnings, in order */
  warnings(): string[] {
    return this.lines.filter((line) => line.level === 'warn').map((line) => line.message);
  }
}
