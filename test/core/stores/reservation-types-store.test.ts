import { createReservationTypesStore } from '../../../src/core/stores/reservation-types-store';
import type { ReservationTypeList } from '../../../src/core/ports/booking/reservation-type-repository';
import { sampleReservationType } from '../../fakes/sample-data';

/** A store whose loads wait until the test answers them, counting how often it asked. */
function withAnswers() {
  const pending: Array<{ resolve: (value: ReservationTypeList) => void; reject: (error: unknown) => void }> = [];
  const store = createReservationTypesStore(() => new Promise((resolve, reject) => void pending.push({ resolve, reject })), {
    error: 'قبلی',
  });
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

  it('never restores a fetch that was under way as loading', () => {
    const store = createReservationTypesStore(async () => ({ success: true, data: [] }), {
      list: [sampleReservationType()],
      loading: true,
    });
    expect(store.get()).toEqual({ list: [sampleReservationType()], loading: false, error: null });
  });
});
