import { DEFAULT_THEME, toggledTheme, type ThemeName } from '../domain/theme';
import { createStore, type ReadableStore } from './store';

export interface ThemeStore extends ReadableStore<ThemeName> {
  toggle(): void;
}

/** Light or dark, light unless the visitor chose otherwise. */
export function createThemeStore(restored?: ThemeName): ThemeStore {
  const store = createStore<ThemeName>(restored ?? DEFAULT_THEME);
  return {
    get: store.get,
    subscribe: store.subscribe,
    toggle: () => store.set(toggledTheme(store.get())),
  };
}
