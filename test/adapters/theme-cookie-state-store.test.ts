import { ThemeCookieStateStore } from '../../src/adapters/storage/theme-cookie-state-store';
import { LocalStoragePersistedStateStore } from '../../src/adapters/storage/local-storage-persisted-state-store';
import { MemoryStorage } from '../../src/adapters/storage/memory-storage';
import { INITIAL_STATE } from '../../src/core/domain/persisted-state';

/** A document.cookie that remembers each cookie string written to it. */
function cookieJar() {
  const written: string[] = [];
  return {
    written,
    get cookie() {
      return written.join('; ');
    },
    set cookie(value: string) {
      written.push(value);
    },
  };
}

describe('the theme cookie beside the saved state', () => {
  it('saves the state where it always did and tells the server the theme in a year-long cookie', async () => {
    const storage = new MemoryStorage();
    const jar = cookieJar();
    const store = new ThemeCookieStateStore(new LocalStoragePersistedStateStore(storage), jar, false);
    store.save({ ...INITIAL_STATE, theme: 'dark' });
    expect(jar.written).toEqual(['theme=dark; Path=/; Max-Age=31536000; SameSite=Lax']);
    await expect(store.load()).resolves.toMatchObject({ theme: 'dark' });
  });

  it('writes the cookie again only when the theme changes, and marks it Secure on https', () => {
    const jar = cookieJar();
    const store = new ThemeCookieStateStore(new LocalStoragePersistedStateStore(new MemoryStorage()), jar, true);
    store.save(INITIAL_STATE);
    store.save({ ...INITIAL_STATE, user: { ...INITIAL_STATE.user, loading: true } });
    store.save({ ...INITIAL_STATE, theme: 'dark' });
    expect(jar.written).toEqual([
      'theme=light; Path=/; Max-Age=31536000; SameSite=Lax; Secure',
      'theme=dark; Path=/; Max-Age=31536000; SameSite=Lax; Secure',
    ]);
  });
});
