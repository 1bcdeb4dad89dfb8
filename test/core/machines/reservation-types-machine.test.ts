import { createActor, fromPromise, waitFor } from 'xstate';
import { reservationTypesMachine } from '../../../src/core/machines/reservation-types-machine';
import type { ReservationTypeList } from '../../../src/core/ports/reservation-type-repository';
import { sampleReservationType } from '../../fakes/sample-data';

function withAnswer(answer: () => Promise<ReservationTypeList>) {
  const machine = reservationTypesMachine.provide({ actors: { loadReservationTypes: fromPromise(answer) } });
  return createActor(machine, { input: { error: 'قبلی' } }).start();
}

describe('fetching reservation types', () => {
  it('sets loading and clears the error while fetching, then stores the list', async () => {
    let resolve!: (value: ReservationTypeList) => void;
    const actor = withAnswer(() => new Promise((r) => { resolve = r; }));
    actor.send({ type: 'FETCH' });
    expect(actor.getSnapshot().context).toMatchObject({ loading: true, error: null });
    resolve({ success: true, data: [sampleReservationType()] });
    await waitFor(actor, (s) => !s.context.loading);
    expect(actor.getSnapshot().context.list).toEqual([sampleReservationType()]);
  });

  it('shows the server message when success is false, or the default text', async () => {
    const withMessage = withAnswer(async () => ({ success: false, data: [], message: 'سرویس در دسترس نیست' }));
    withMessage.send({ type: 'FETCH' });
    await waitFor(withMessage, (s) => !s.context.loading);
    expect(withMessage.getSnapshot().context.error).toBe('سرویس در دسترس نیست');

    const without = withAnswer(async () => ({ success: false, data: [] }));
    without.send({ type: 'FETCH' });
    await waitFor(without, (s) => !s.context.loading);
    expect(without.getSnapshot().context.error).toBe('خطا در دریافت انواع رزرو');
  });

  it('adds the spec\'s suffix to the text of a thrown error', async () => {
    const actor = withAnswer(async () => { throw new Error('Network Error'); });
    actor.send({ type: 'FETCH' });
    await waitFor(actor, (s) => !s.context.loading);
    expect(actor.getSnapshot().context.error).toBe('Network Error ایی در دریافت اطلاعات رخ داد');
  });
});
