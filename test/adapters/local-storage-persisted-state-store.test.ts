import { LocalStoragePersistedStateStore } from '../../src/adapters/storage/local-storage-persisted-state-store';
import { INITIAL_STATE } from '../../src/core/domain/persisted-state';
import { MemoryStorage } from '../../src/adapters/storage/memory-storage';

describe('the local-storage state store', () => {
  it('keeps the state under the key root with version 1', async () => {
    const storage = new MemoryStorage();
    new LocalStoragePersistedStateStore(storage).save({ ...INITIAL_STATE, theme: 'dark' });
    expect(JSON.parse(storage.getItem('root')!)).toMatchObject({ version: 1, state: { theme: 'dark' } });
    await expect(new LocalStoragePersistedStateStore(storage).load()).resolves.toMatchObject({ theme: 'dark' });
  });

  it('ignores a saved state of another version or unreadable JSON', async () => {
    const storage = new MemoryStorage();
    storage.setItem('root', JSON.stringify({ version: 0, state: INITIAL_STATE }));
    await expect(new LocalStoragePersistedStateStore(storage).load()).resolves.toBeNull();
    storage.setItem('root', '{not json');
    await expect(new LocalStoragePersistedStateStore(storage).load()).resolves.toBeNull();
  });
});
