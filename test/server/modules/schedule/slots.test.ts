import { SLOT_MESSAGES } from '../../../../src/core/domain/schedule-slot';
import { RESERVATION_TYPE_NOT_FOUND } from '../../../../server/modules/schedule/schedule-messages';
import { scheduleKit } from '../../../fakes/server/schedule/schedule-kit';

const MINUTE = 60 * 1000;
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

// The kit's clock stands at 2026-11-22 12:00 in Tehran.
describe('the consultant offers a type at single dates and times', () => {
  it('adds a future time and answers it as free', async () => {
    const kit = scheduleKit();
    const id = await kit.type();
    const added = await kit.useCases.addSlot.execute(id, { date: '2026-11-22', time: '12:30' });

    expect(added).toMatchObject({ message: SLOT_MESSAGES.added, slot: { date: '2026-11-22', time: '12:30', occupancy: 'free' } });
    expect(kit.rows.slots).toHaveLength(1);
  });

  it('refuses a time that has passed, the current minute included', async () => {
    const kit = scheduleKit();
    const id = await kit.type();
    for (const at of [
      { date: '2026-11-21', time: '18:00' },
      { date: '2026-11-22', time: '12:00' },
    ]) {
      await expect(kit.useCases.addSlot.execute(id, at)).rejects.toMatchObject({ kind: 'invalid', message: SLOT_MESSAGES.inPast });
    }
  });

  it('refuses a time the type already offers, and a type that does not exist', async () => {
    const kit = scheduleKit();
    const id = await kit.type();
    await kit.slot(id, '2026-11-25', '10:00');

    await expect(kit.useCases.addSlot.execute(id, { date: '2026-11-25', time: '10:00' })).rejects.toMatchObject({
      kind: 'conflict',
      message: SLOT_MESSAGES.duplicate,
    });
    await expect(kit.useCases.addSlot.execute(UNKNOWN, { date: '2026-11-25', time: '10:00' })).rejects.toMatchObject({
      kind: 'not-found',
      message: RESERVATION_TYPE_NOT_FOUND,
    });
  });

  it('lets another type offer the same time: the calendar is shared only by bookings', async () => {
    const kit = scheduleKit();
    await kit.slot(await kit.type(), '2026-11-25', '10:00');
    await expect(kit.slot(await kit.type({ title: 'دیگری' }), '2026-11-25', '10:00')).resolves.toEqual(expect.any(String));
  });
});

describe('the consultant takes a time off the offer', () => {
  it('removes a free slot', async () => {
    const kit = scheduleKit();
    const id = await kit.type();
    const slotId = await kit.slot(id, '2026-11-25', '10:00');

    expect(await kit.useCases.removeSlot.execute(id, slotId)).toBe(SLOT_MESSAGES.removed);
    expect(kit.rows.slots).toEqual([]);
    await expect(kit.useCases.removeSlot.execute(id, slotId)).rejects.toMatchObject({ kind: 'not-found', message: SLOT_MESSAGES.notFound });
  });

  it('keeps a slot whose time a confirmed booking or a live hold of any type takes, until the hold lapses', async () => {
    const kit = scheduleKit();
    const id = await kit.type();
    const other = await kit.type({ title: 'دیگری' });
    const confirmed = await kit.slot(id, '2026-11-25', '10:00');
    const held = await kit.slot(id, '2026-11-25', '11:00');
    kit.reserve(other, { date: '2026-11-25', time: '10:00', status: 'confirmed' });
    kit.reserve(other, { date: '2026-11-25', time: '11:00', status: 'pending' });

    for (const slotId of [confirmed, held]) {
      await expect(kit.useCases.removeSlot.execute(id, slotId)).rejects.toMatchObject({ kind: 'conflict', message: SLOT_MESSAGES.taken });
    }
    kit.clock.advance(6 * MINUTE);
    expect(await kit.useCases.removeSlot.execute(id, held)).toBe(SLOT_MESSAGES.removed);
  });

  it('does not remove a slot through another type', async () => {
    const kit = scheduleKit();
    const slotId = await kit.slot(await kit.type(), '2026-11-25', '10:00');
    await expect(kit.useCases.removeSlot.execute(await kit.type({ title: 'دیگری' }), slotId)).rejects.toMatchObject({
      kind: 'not-found',
      message: SLOT_MESSAGES.notFound,
    });
  });
});

describe('the consultant reads a type’s slots', () => {
  it('shows each slot with what holds its time now: free, held for payment, or booked', async () => {
    const kit = scheduleKit();
    const id = await kit.type();
    for (const time of ['09:00', '10:00', '11:00', '13:00']) await kit.slot(id, '2026-11-25', time);
    kit.reserve(id, { date: '2026-11-25', time: '10:00', status: 'confirmed' });
    kit.reserve(id, { date: '2026-11-25', time: '11:00', status: 'pending' });
    kit.reserve(id, { date: '2026-11-25', time: '13:00', status: 'pending', createdAt: '2026-11-22T08:20:00Z' });

    const slots = await kit.useCases.listSlots.execute(id, {});
    expect(slots.map((slot) => [slot.time, slot.occupancy])).toEqual([
      ['09:00', 'free'],
      ['10:00', 'booked'],
      ['11:00', 'held'],
      ['13:00', 'free'],
    ]);
  });

  it('reads from today for 60 days unless told, and refuses a range backwards or longer than 366 days', async () => {
    const kit = scheduleKit();
    const id = await kit.type();
    await kit.slot(id, '2027-01-21', '10:00');
    await kit.slot(id, '2027-01-22', '10:00');

    expect((await kit.useCases.listSlots.execute(id, {})).map((slot) => slot.date)).toEqual(['2027-01-21']);
    expect(await kit.useCases.listSlots.execute(id, { from: '2027-01-22' })).toHaveLength(1);
    for (const range of [
      { from: '2026-12-02', to: '2026-12-01' },
      { from: '2026-11-22', to: '2027-11-23' },
    ]) {
      await expect(kit.useCases.listSlots.execute(id, range)).rejects.toMatchObject({
        kind: 'invalid',
        message: SLOT_MESSAGES.invalidRange,
      });
    }
  });
});
