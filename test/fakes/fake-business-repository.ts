import type { AgendaAnswer, AgendaBlockedSlot, AgendaSession, BusinessSummary } from '../../src/core/contracts/api/business-api';
import type { DateRange } from '../../src/core/domain/business-weeks';
import type { BusinessRepository } from '../../src/core/ports/practice/business-repository';
import { chartWeekStarts } from '../../src/core/domain/business-weeks';

/** The consultant's business view from memory: a given summary, or a failure to load. */
export class FakeBusinessRepository implements BusinessRepository {
  loadFailure: string | null = null;
  asked = 0;

  constructor(public answer: BusinessSummary = sampleBusinessSummary()) {}

  async summary(): Promise<BusinessSummary> {
    this.asked += 1;
    if (this.loadFailure) throw new Error(this.loadFailure);
    return this.answer;
  }

  /** the agenda's sessions, filtered to the range asked */
  sessions: AgendaSession[] = [];
  /** the empty slots the consultant's own calendars block, filtered to the range asked */
  blocked: AgendaBlockedSlot[] = [];
  /** the server had more blocked slots than it carries */
  blockedTruncated = false;
  agendaAsked: DateRange[] = [];
  /** while set, the agenda answers only once it settles: a slow connection */
  agendaHeld: Promise<void> | null = null;

  async agenda(range: DateRange): Promise<Omit<AgendaAnswer, 'success'>> {
    this.agendaAsked.push(range);
    if (this.agendaHeld) await this.agendaHeld;
    if (this.loadFailure) throw new Error(this.loadFailure);
    const inRange = ({ date }: { date: string }) => date >= range.from && date <= range.to;
    return {
      range,
      sessions: this.sessions.filter(inRange),
      truncated: false,
      blocked: this.blocked.filter(inRange),
      blockedTruncated: this.blockedTruncated,
    };
  }
}

/**
 * The summary the server answers on the fake clock's day (Sunday 2026-11-22, 1 Azar 1405): two
 * sessions in the agenda, two weeks with bookings, two types, a refund owed.
 */
export function sampleBusinessSummary(overrides: Partial<BusinessSummary> = {}): BusinessSummary {
  const chartRange = { from: '2026-09-05', to: '2026-11-27' };
  const busy: Record<string, { bookings: number; revenue: number }> = {
    '2026-11-07': { bookings: 2, revenue: 3_000_000 },
    '2026-11-21': { bookings: 1, revenue: 1_200_000 },
  };
  return {
    today: '2026-11-22',
    agendaRange: { from: '2026-11-21', to: '2026-12-04' },
    agenda: [
      {
        id: 'a-1',
        date: '2026-11-23',
        time: '09:00',
        customerName: 'سارا احمدی',
        customerMobile: '09121234567',
        typeTitle: 'مشاوره مالیاتی',
        sessionMode: 'office',
        noShow: false,
      },
      {
        id: 'a-2',
        date: '2026-12-01',
        time: '17:30',
        customerName: 'علی رضایی',
        customerMobile: null,
        typeTitle: 'مشاوره مالی تخصصی',
        sessionMode: 'online',
        noShow: false,
      },
    ],
    agendaTruncated: false,
    chartRange,
    weeks: chartWeekStarts(chartRange).map((weekStart) => ({ weekStart, ...(busy[weekStart] ?? { bookings: 0, revenue: 0 }) })),
    byType: [
      { typeId: 't-1', title: 'مشاوره مالی تخصصی', bookings: 2, revenue: 3_000_000 },
      { typeId: 't-2', title: 'مشاوره مالیاتی', bookings: 1, revenue: 1_200_000 },
    ],
    fill: {
      past: { from: '2026-10-25', to: '2026-11-21', published: 3, booked: 2 },
      coming: { from: '2026-11-22', to: '2026-12-19', published: 4, booked: 1 },
    },
    refundsOwed: { count: 1, sum: 1_500_000 },
    reconciling: { count: 2, sum: 2_400_000 },
    ...overrides,
  };
}
