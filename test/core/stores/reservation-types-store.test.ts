import { createReservationTypesStore } from '../../../src/core/stores/reservation-types-store';
import type { ReservationTypeList } from '../../../src/core/ports/booking/reservation-type-repository';
import { sampleReservationType } from '../../fakes/sample-data';
import type { ReservationTypesSlice } from '../../../src/core/domain/persisted-state';

/** A store whose loads wait until the test answers them, counting how often it asked. */
function withAnswers(restored: Partial<ReservationTypesSlice> = { error: 'قبلی' }, options: { cameWithPage?: boolean } = {}) {
  const pending: Array<{ resolve: (value: ReservationTypeList) => void; reject: (error: unknown) => void }> = [];
  const store = createReservationTypesStore(
    () => new Promise((resolve, reject) => void pending.push({ resolve, reject })),
    restored,
    options,
  );
  const settled = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
  return { store, pending, settled };
}

describe('fetching reservation types', () => {
  it('sets loading and clears the error while fetching, then stores the list', async () => {
    const { store, pending, settled } = withAnswers();
    store.fetch();
    expect(store.get()).toMatchObject({ loading: true, error: null });
    pending[0].resolve({ success: true, data: [sampleReservationType()] });
    await settled();
    expect(store.get()).toEqual({ list: [sampleReservationType()], loading: false, error: null });
  });

  it('asks once while a fetch is under way, and tells its listeners of each change', async () => {
    const { store, pending, settled } = withAnswers();
    const heard = jest.fn();
    store.subscribe(heard);
    store.fetch();
    store.fetch();
    expect(pending).toHaveLength(1);
    pending[0].resolve({ success: true, data: [] });
    await settled();
    expect(heard).toHaveBeenCalledTimes(2);
    store.fetch();
    expect(pending).toHaveLength(2);
  });

  it('shows the server message when success is false, or the default text, and keeps the list it had', async () => {
    const { store, pending, settled } = withAnswers();
    store.fetch();
    pending[0].resolve({ success: true, data: [sampleReservationType()] });
    await settled();
    store.fetch();
    pending[1].resolve({ success: false, data: [], message: 'سرویس در دسترس نیست' });
    await settled();
    expect(store.get()).toEqual({ list: [sampleReservationType()], loading: false, error: 'سرویس در دسترس نیست' });

    store.fetch();
    pending[2].resolve({ success: false, data: [] });
    await settled();
    expect(store.get().error).toBe('خطا در دریافت انواع رزرو');
  });

  it("adds the spec's suffix to the text of a thrown error", async () => {
    const { store, pending, settled } = withAnswers();
    store.fetch();
    pending[0].reject(new Error('Network Error'));
    await settled();
    expect(store.get()).toMatchObject({ loading: false, error: 'Network Error ایی در دریافت اطلاعات رخ داد' });
  });

  it('asks on each arrival of a view that lists the types, starting with the first, for a list saved in the browser', () => {
    let asked = 0;
    const store = createReservationTypesStore(async () => (asked++, { success: true, data: [] }), { list: [sampleReservationType()] });
    store.arrived();
    expect(asked).toBe(1);
  });

  it('does not ask again on arrival for the list the server rendered the page with, and asks on the next arrival', async () => {
    const { store, pending, settled } = withAnswers({ list: [sampleReservationType()] }, { cameWithPage: true });
    store.arrived();
    expect(pending).toHaveLength(0);
    expect(store.get()).toEqual({ list: [sampleReservationType()], loading: false, error: null });
    store.arrived();
    expect(pending).toHaveLength(1);
    pending[0].resolve({ success: true, data: [] });
    await settled();
    expect(store.get().list).toEqual([]);
  });

  it('asks on arrival when the server rendered the page with no type: an empty list is checked again', () => {
    const { store, pending } = withAnswers({ list: [] }, { cameWithPage: true });
    store.arrived();
    expect(pending).toHaveLength(1);
  });

  it('never restores a fetch that was under way as loading', () => {
    const store = createReservationTypesStore(async () => ({ success: true, data: [] }), {
      list: [sampleReservationType()],
      loading: true,
    });
    expect(store.get()).toEqual({ list: [sampleReservationType()], loading: false, error: null });
  });
});
