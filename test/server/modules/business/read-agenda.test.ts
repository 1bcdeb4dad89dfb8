import { ReadAgenda } from '../../../../server/modules/business';
import { AGENDA_BLOCKED_LIMIT, type AgendaBlockedSlot } from '../../../../src/core/contracts/api/business-api';
import { PENDING_HOLD_MS } from '../../../../src/core/domain/limits';
import { InMemoryBlockedSlotReads } from '../../../fakes/server/business/in-memory-blocked-slot-reads';
import { InMemoryBusinessReads } from '../../../fakes/server/business/in-memory-business-reads';

const NOW = new Date('2026-12-01T08:30:00Z');
const WEEK = { from: '2026-12-05', to: '2026-12-11' };

function slot(minutes: number): AgendaBlockedSlot {
  const time = `${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  return { date: '2026-12-07', time, typeTitle: 'مشاوره یک‌ساعته' };
}

describe("reading the agenda's blocked slots", () => {
  function reading() {
    const blocked = new InMemoryBlockedSlotReads();
    return { blocked, readAgenda: new ReadAgenda({ reads: new InMemoryBusinessReads(), blocked }, { now: () => NOW }) };
  }

  it("answers the range's blocked slots, holds counted live for as long as a hold lasts", async () => {
    const { blocked, readAgenda } = reading();
    blocked.slots = [slot(540), { ...slot(600), date: '2026-12-12' }];
    const agenda = await readAgenda.execute(WEEK);
    expect(agenda).toMatchObject({ range: WEEK, blocked: [slot(540)], blockedTruncated: false });
    expect(blocked.holdsSince).toEqual([new Date(NOW.getTime() - PENDING_HOLD_MS)]);
  });

  it('carries at most AGENDA_BLOCKED_LIMIT of them and says there were more', async () => {
    const { blocked, readAgenda } = reading();
    blocked.slots = Array.from({ length: AGENDA_BLOCKED_LIMIT + 5 }, (_, index) => slot(index));
    const agenda = await readAgenda.execute(WEEK);
    expect(agenda.blocked).toHaveLength(AGENDA_BLOCKED_LIMIT);
    expect(agenda.blocked[0]).toEqual(slot(0));
    expect(agenda.blockedTruncated).toBe(true);
  });
});
