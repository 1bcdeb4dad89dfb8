import type { AgendaSession, MoneyTally, SlotFill, TypeTotals, WeekTotals } from '../../../../src/core/contracts/api/business-api';
import type { DateRange } from '../../../../src/core/domain/business-weeks';

/**
 * What the business view reads. A booking counts when it is confirmed, at its price: a hold,
 * a cancelled or an expired booking counts neither as a booking nor as revenue.
 */
export interface BusinessReads {
  /** confirmed sessions in the range, soonest first, at most `limit` */
  agenda(range: DateRange, limit: number): Promise<AgendaSession[]>;
  /** confirmed bookings and revenue per Persian week (Saturday) of the range; weeks with none are left out */
  weeklyTotals(range: DateRange): Promise<WeekTotals[]>;
  /** confirmed bookings and revenue per type in the range, most bookings first, at most `limit` */
  totalsByType(range: DateRange, limit: number): Promise<TypeTotals[]>;
  /** published slots in the range and how many a confirmed booking holds */
  slotFill(range: DateRange): Promise<SlotFill>;
  /** payments whose money is owed back to the customer */
  refundsOwed(): Promise<MoneyTally>;
  /** payments the bank has not settled yet, which reconciliation still asks about */
  reconciling(): Promise<MoneyTally>;
}
