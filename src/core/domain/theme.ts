export type ThemeName = 'light' | 'dark';
export const DEFAULT_THEME: ThemeName = 'light';

export function toggledTheme(theme: ThemeName): ThemeName {
  return theme === 'light' ? 'dark' : 'light';
}

/** The cookie that tells the server which theme to render a page in. */
export const THEME_COOKIE = 'theme';

export function isThemeName(value: unknown): value is ThemeName {
  return value === 'light' || value === 'dark';
}
