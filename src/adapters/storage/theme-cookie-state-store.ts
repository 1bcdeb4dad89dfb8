import type { PersistedState } from '../../core/domain/persisted-state';
import { THEME_COOKIE, type ThemeName } from '../../core/domain/theme';
import type { PersistedStateStore } from '../../core/ports/platform/persisted-state-store';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Saves the state where `inner` does, and the theme in a cookie too: the server renders each
 * page before any script runs, and the cookie is how it knows to render it dark.
 */
export class ThemeCookieStateStore implements PersistedStateStore {
  private written: ThemeName | null = null;

  constructor(
    private readonly inner: PersistedStateStore,
    private readonly cookies: Pick<Document, 'cookie'>,
    private readonly secure: boolean,
  ) {}

  load(): Promise<PersistedState | null> {
    return this.inner.load();
  }

  save(state: PersistedState): void {
    this.inner.save(state);
    if (state.theme === this.written) return;
    this.written = state.theme;
    this.cookies.cookie = `${THEME_COOKIE}=${state.theme}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax${this.secure ? '; Secure' : ''}`;
  }
}
