import { RestorePersistedState } from '../../../src/core/use-cases/platform/restore-persisted-state';
import { INITIAL_STATE } from '../../../src/core/domain/persisted-state';
import { InMemoryPersistedStateStore } from '../../fakes/in-memory-persisted-state-store';
import { sampleUser } from '../../fakes/sample-data';

describe('restoring the saved client state', () => {
  it('gives back the user, theme and reservation types that were saved', async () => {
    const saved = { ...INITIAL_STATE, theme: 'dark' as const, user: { currentUser: sampleUser(), loading: false, error: null } };
    const restore = new RestorePersistedState(new InMemoryPersistedStateStore(saved), () => new Promise(() => {}));
    await expect(restore.execute()).resolves.toEqual(saved);
  });

  it('gives a user saved before accounts had a mobile number none, not an undefined one', async () => {
    const { mobile: _none, ...older } = sampleUser();
    const saved = { ...INITIAL_STATE, user: { currentUser: older as ReturnType<typeof sampleUser>, loading: false, error: null } };
    const restore = new RestorePersistedState(new InMemoryPersistedStateStore(saved), () => new Promise(() => {}));
    expect((await restore.execute()).user.currentUser).toEqual({ ...older, mobile: '' });
  });

  it('starts from the initial state when nothing was saved', async () => {
    const restore = new RestorePersistedState(new InMemoryPersistedStateStore(), () => new Promise(() => {}));
    await expect(restore.execute()).resolves.toEqual(INITIAL_STATE);
  });

  it('gives up after the 5000 ms timeout when the store does not answer', async () => {
    const store = new InMemoryPersistedStateStore({ ...INITIAL_STATE, theme: 'dark' });
    store.hang = true;
    const waits: number[] = [];
    const restore = new RestorePersistedState(store, (ms) => {
      waits.push(ms);
      return Promise.resolve();
    });
    await expect(restore.execute()).resolves.toEqual(INITIAL_STATE);
    expect(waits).toEqual([5000]);
  });
});
