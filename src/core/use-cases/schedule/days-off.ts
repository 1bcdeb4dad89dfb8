import type { DayOffView } from '../../contracts/api/days-off-api';
import { dayOffError, type DayOffInput, type HolidayOffer } from '../../domain/day-off';
import type { DaysOffRepository } from '../../ports/schedule/days-off-repository';
import { attempt, refused, type Outcome } from '../../domain/outcome';

/** The consultant's closed times from today on, with the bookings inside each, and the official holidays on offer. */
export class LoadDaysOff {
  constructor(private readonly daysOff: DaysOffRepository) {}

  execute(): Promise<Outcome<{ daysOff: DayOffView[]; holidays: HolidayOffer[] }>> {
    return attempt(async () => {
      const [daysOff, holidays] = await Promise.all([this.daysOff.list(), this.daysOff.holidays()]);
      return { daysOff, holidays };
    }, '');
  }
}

/** Closes a day, a range or some hours for every type; a wrong input is refused without asking the server. */
export class CloseTime {
  constructor(private readonly daysOff: DaysOffRepository) {}

  async execute(input: DayOffInput): Promise<Outcome<DayOffView>> {
    const error = dayOffError(input);
    if (error) return refused(error);
    const outcome = await attempt(
      () => this.daysOff.add(input),
      ({ message }) => message,
    );
    return outcome.ok ? { ok: true, value: outcome.value.dayOff, message: outcome.message } : outcome;
  }
}

/** Opens a closed time again. */
export class ReopenTime {
  constructor(private readonly daysOff: DaysOffRepository) {}

  execute(id: string): Promise<Outcome<string>> {
    return attempt(
      () => this.daysOff.remove(id),
      (message) => message,
    );
  }
}

/** Accepts (closes) or skips official holidays, one or all at once. */
export class AnswerHolidays {
  constructor(private readonly daysOff: DaysOffRepository) {}

  execute(answer: 'accept' | 'skip', dates: string[]): Promise<Outcome<string>> {
    const work = answer === 'accept' ? () => this.daysOff.acceptHolidays(dates) : () => this.daysOff.skipHolidays(dates);
    return attempt(work, (message) => message);
  }
}
