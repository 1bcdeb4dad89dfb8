export type ThemeName = 'light' | 'dark';
export const DEFAULT_THEME: ThemeName = 'light';

export function toggledTheme(theme: ThemeName): ThemeName {
  return theme === 'light' ? 'dark' : 'light';
}
