import type { AgendaSession, MoneyTally, SlotFill, TypeTotals, WeekTotals } from '../../../../src/core/contracts/api/business-api';
import type { DateRange } from '../../../../src/core/domain/business-weeks';
import type { BusinessReads } from '../../../../server/modules/business';

/** The business view's reads from given lists, each filtered to the range asked; records the ranges asked. */
export class InMemoryBusinessReads implements BusinessReads {
  sessions: AgendaSession[] = [];
  weeks: WeekTotals[] = [];
  types: TypeTotals[] = [];
  slots: Array<{ date: string; booked: boolean }> = [];
  owed: MoneyTally = { count: 0, sum: 0 };
  open: MoneyTally = { count: 0, sum: 0 };
  asked: Record<string, DateRange[]> = {};

  async agenda(range: DateRange, limit: number): Promise<AgendaSession[]> {
    this.note('agenda', range);
    return this.sessions.filter((session) => within(session.date, range)).slice(0, limit);
  }

  async weeklyTotals(range: DateRange): Promise<WeekTotals[]> {
    this.note('weeklyTotals', range);
    return this.weeks.filter((week) => within(week.weekStart, range));
  }

  async totalsByType(range: DateRange, limit: number): Promise<TypeTotals[]> {
    this.note('totalsByType', range);
    return this.types.slice(0, limit);
  }

  async slotFill(range: DateRange): Promise<SlotFill> {
    this.note('slotFill', range);
    const inRange = this.slots.filter((slot) => within(slot.date, range));
    return { ...range, published: inRange.length, booked: inRange.filter((slot) => slot.booked).length };
  }

  async refundsOwed(): Promise<MoneyTally> {
    return this.owed;
  }

  async reconciling(): Promise<MoneyTally> {
    return this.open;
  }

  private note(read: string, range: DateRange): void {
    (this.asked[read] ??= []).push(range);
  }
}

function within(date: string, range: DateRange): boolean {
  return date >= range.from && date <= range.to;
}
