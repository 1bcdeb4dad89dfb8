import { ReadBusinessSummary } from '../../../../server/modules/business';
import { AGENDA_LIMIT } from '../../../../src/core/contracts/api/business-api';
import { InMemoryBusinessReads } from '../../../fakes/server/business/in-memory-business-reads';
import type { AgendaSession } from '../../../../src/core/contracts/api/business-api';

/** A clock at an instant; 2026-11-21T21:00Z is already Sunday 00:30 in Tehran. */
const at = (instant: string) => ({ now: () => new Date(instant) });

function session(id: number): AgendaSession {
  return {
    id: `s-${id}`,
    date: '2026-11-23',
    time: '10:00',
    customerName: 'سارا احمدی',
    customerMobile: null,
    typeTitle: 'مشاوره',
    sessionMode: 'online',
    noShow: false,
  };
}

describe('reading the business summary', () => {
  it("reads from Tehran's today: weeks start on Saturday, the agenda is this week and next", async () => {
    const reads = new InMemoryBusinessReads();
    const summary = await new ReadBusinessSummary(reads, at('2026-11-21T21:00:00Z')).execute();
    expect(summary.today).toBe('2026-11-22');
    expect(summary.agendaRange).toEqual({ from: '2026-11-21', to: '2026-12-04' });
    expect(reads.asked.slotFill).toEqual([
      { from: '2026-10-25', to: '2026-11-21' },
      { from: '2026-11-22', to: '2026-12-19' },
    ]);
  });

  it('answers every one of the twelve weeks, oldest first, a week without bookings as zeros', async () => {
    const reads = new InMemoryBusinessReads();
    reads.weeks = [{ weekStart: '2026-11-07', bookings: 2, revenue: 3_000_000 }];
    const { weeks, chartRange } = await new ReadBusinessSummary(reads, at('2026-11-22T08:30:00Z')).execute();
    expect(chartRange).toEqual({ from: '2026-09-05', to: '2026-11-27' });
    expect(weeks.map((week) => week.weekStart)).toEqual([
      '2026-09-05',
      '2026-09-12',
      '2026-09-19',
      '2026-09-26',
      '2026-10-03',
      '2026-10-10',
      '2026-10-17',
      '2026-10-24',
      '2026-10-31',
      '2026-11-07',
      '2026-11-14',
      '2026-11-21',
    ]);
    expect(weeks[9]).toEqual({ weekStart: '2026-11-07', bookings: 2, revenue: 3_000_000 });
    expect(weeks[10]).toEqual({ weekStart: '2026-11-14', bookings: 0, revenue: 0 });
  });

  it('keeps the agenda to its limit and says it was cut', async () => {
    const reads = new InMemoryBusinessReads();
    reads.sessions = Array.from({ length: AGENDA_LIMIT + 5 }, (_, index) => session(index));
    const summary = await new ReadBusinessSummary(reads, at('2026-11-22T08:30:00Z')).execute();
    expect(summary.agenda).toHaveLength(AGENDA_LIMIT);
    expect(summary.agendaTruncated).toBe(true);
  });
});
