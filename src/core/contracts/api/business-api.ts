import type { BookingAnswer } from '../../domain/booking-questions/booking-question';
import { endpoint } from '../endpoint';
import { byRule, fieldsOf } from './schedule-schemas';
import { agendaRangeRefusal } from '../../domain/agenda-range';
import type { DateRange } from '../../domain/business-weeks';
import type { SessionMode } from '../../domain/session-mode';

/** One confirmed session in the consultant's agenda (date and time on Tehran's clock). */
export interface AgendaSession {
  id: string;
  date: string;
  time: string;
  customerName: string;
  customerMobile: string | null;
  typeTitle: string;
  sessionMode: SessionMode;
  /** the consultant marked it as missed by its customer */
  noShow: boolean;
  /** an event of the consultant's own calendars, added after it was booked, overlaps it; it stays booked */
  outsideEvent?: boolean;
  /** the customer's answers to the type's questions, each beside its question as it was asked; absent when none */
  answers?: BookingAnswer[];
}

/**
 * A published slot nobody has booked that an event of the consultant's own calendars blocks:
 * customers are not offered it (date and time on Tehran's clock).
 */
export interface AgendaBlockedSlot {
  date: string;
  time: string;
  typeTitle: string;
}

/** Confirmed bookings and what they bring, for a week starting on `weekStart` (a Saturday). */
export interface WeekTotals {
  weekStart: string;
  bookings: number;
  /** tomans */
  revenue: number;
}

export interface TypeTotals {
  typeId: string;
  title: string;
  bookings: number;
  revenue: number;
}

/** Published slots in a range and how many of them a confirmed booking holds. */
export interface SlotFill extends DateRange {
  published: number;
  booked: number;
}

/** Payments of one state: how many, and their sum in tomans. */
export interface MoneyTally {
  count: number;
  sum: number;
}

export interface BusinessSummary {
  today: string;
  agendaRange: DateRange;
  /** soonest first; at most AGENDA_LIMIT, `agendaTruncated` when there were more */
  agenda: AgendaSession[];
  agendaTruncated: boolean;
  chartRange: DateRange;
  /** every week of the chart range, oldest first, empty weeks as zeros */
  weeks: WeekTotals[];
  /** the chart range by type, most bookings first */
  byType: TypeTotals[];
  fill: { past: SlotFill; coming: SlotFill };
  refundsOwed: MoneyTally;
  reconciling: MoneyTally;
}

export interface BusinessSummaryAnswer {
  success: true;
  summary: BusinessSummary;
}

/** The most sessions the agenda carries (two weeks of a full practice fit well within it). */
export const AGENDA_LIMIT = 300;
/** The most blocked slots the agenda carries (a week of half-hour slots of a few types fits within it). */
export const AGENDA_BLOCKED_LIMIT = 300;
/** The most types the by-type chart carries. */
export const BY_TYPE_LIMIT = 30;

/**
 * The consultant's agenda for one to seven days: its sessions, soonest first, at most
 * AGENDA_LIMIT; and the empty slots of active types its days hold that the consultant's own
 * calendars block, soonest first, at most AGENDA_BLOCKED_LIMIT.
 */
export interface AgendaAnswer {
  success: true;
  range: DateRange;
  sessions: AgendaSession[];
  truncated: boolean;
  blocked: AgendaBlockedSlot[];
  /** there were more blocked slots than AGENDA_BLOCKED_LIMIT */
  blockedTruncated: boolean;
}

/** The agenda's range: both ends required, at most a week; anything else is refused in Persian. */
export const agendaQuery = byRule<DateRange>((raw) => {
  const { from, to } = fieldsOf(raw);
  const refusal = agendaRangeRefusal({ from, to });
  return refusal ? { ok: false, message: refusal } : { ok: true, value: { from: from as string, to: to as string } };
});

/** The business module's endpoints: the consultant's view of the practice, and their agenda. */
export const businessApi = {
  summary: endpoint<BusinessSummaryAnswer>()({ method: 'GET', path: '/api/admin/business-summary' }),
  agenda: endpoint<AgendaAnswer>()({ method: 'GET', path: '/api/admin/agenda', query: agendaQuery }),
};
