import { TYPE_ACTION_MESSAGES } from '../../../../src/core/domain/reservation-type-admin';
import { RESERVATION_TYPE_NOT_FOUND } from '../../../../server/modules/schedule/schedule-messages';
import { scheduleKit, TYPE_FIELDS } from '../../../fakes/server/schedule/schedule-kit';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe('the consultant keeps their reservation types', () => {
  it('creates a type that customers can choose at once', async () => {
    const kit = scheduleKit();
    const created = await kit.useCases.saveType.execute(TYPE_FIELDS);

    expect(created.message).toBe(TYPE_ACTION_MESSAGES.created);
    expect(created.type).toMatchObject({ title: 'مشاوره مالیاتی', isActive: true, reservationCount: 0, upcomingSlotCount: 0 });
    expect((await kit.useCases.listOfferedTypes.execute(kit.useCases.listOfferedTypes.currentDay())).map((type) => type._id)).toEqual([
      created.type._id,
    ]);
  });

  it('rewrites a type’s fields, and refuses a type that does not exist', async () => {
    const kit = scheduleKit();
    const id = await kit.type();
    const edited = await kit.useCases.saveType.execute({ ...TYPE_FIELDS, title: 'مشاوره بیمه', price: 0 }, id);

    expect(edited).toMatchObject({ message: TYPE_ACTION_MESSAGES.updated, type: { _id: id, title: 'مشاوره بیمه', price: 0 } });
    await expect(kit.useCases.saveType.execute(TYPE_FIELDS, UNKNOWN)).rejects.toMatchObject({
      kind: 'not-found',
      message: RESERVATION_TYPE_NOT_FOUND,
    });
  });

  it('hides a deactivated type from customers and shows it again once activated', async () => {
    const kit = scheduleKit();
    const id = await kit.type();
    const offered = () => kit.useCases.listOfferedTypes.execute('2026-11-22');

    expect(await kit.useCases.setTypeActive.execute(id, false)).toMatchObject({
      message: TYPE_ACTION_MESSAGES.deactivated,
      type: { isActive: false },
    });
    expect(await offered()).toEqual([]);
    await expect(kit.useCases.findOfferedType.execute(id)).rejects.toMatchObject({
      kind: 'not-found',
      message: RESERVATION_TYPE_NOT_FOUND,
    });

    expect(await kit.useCases.setTypeActive.execute(id, true)).toMatchObject({
      message: TYPE_ACTION_MESSAGES.activated,
      type: { isActive: true },
    });
    expect((await offered()).map((type) => type._id)).toEqual([id]);
    await expect(kit.useCases.setTypeActive.execute(UNKNOWN, true)).rejects.toMatchObject({ kind: 'not-found' });
  });

  it('deletes a type nobody booked, with its slots', async () => {
    const kit = scheduleKit();
    const id = await kit.type();
    await kit.slot(id, '2026-11-25', '10:00');

    expect(await kit.useCases.deleteType.execute(id)).toBe(TYPE_ACTION_MESSAGES.deleted);
    expect(kit.rows.types).toEqual([]);
    expect(kit.rows.slots).toEqual([]);
    await expect(kit.useCases.deleteType.execute(id)).rejects.toMatchObject({ kind: 'not-found', message: RESERVATION_TYPE_NOT_FOUND });
  });

  it('never deletes a type that was booked, even by a booking since cancelled', async () => {
    const kit = scheduleKit();
    const id = await kit.type();
    kit.reserve(id, { date: '2026-11-20', time: '10:00', status: 'cancelled' });

    await expect(kit.useCases.deleteType.execute(id)).rejects.toMatchObject({
      kind: 'conflict',
      message: TYPE_ACTION_MESSAGES.hasBookings,
    });
    expect(kit.rows.types).toHaveLength(1);
  });

  it('lists every type for the consultant in display order, inactive ones too, counting bookings and upcoming slots', async () => {
    const kit = scheduleKit();
    const second = await kit.type({ title: 'دوم', displayOrder: 2 });
    const first = await kit.type({ title: 'اول', displayOrder: 1 });
    await kit.useCases.setTypeActive.execute(second, false);
    await kit.slot(first, '2026-11-25', '10:00');
    await kit.slot(first, '2026-11-26', '10:00');
    kit.rows.slots.push({ id: 'past', typeId: first, date: '2026-11-01', time: '10:00', createdAt: kit.clock.now() });
    kit.reserve(first, { date: '2026-11-25', time: '10:00' });

    const listed = await kit.useCases.listTypes.execute();
    expect(
      listed.map(({ title, isActive, reservationCount, upcomingSlotCount }) => ({ title, isActive, reservationCount, upcomingSlotCount })),
    ).toEqual([
      { title: 'اول', isActive: true, reservationCount: 1, upcomingSlotCount: 2 },
      { title: 'دوم', isActive: false, reservationCount: 0, upcomingSlotCount: 0 },
    ]);
  });
});
