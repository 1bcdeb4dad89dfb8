import { createThemeStore } from '../../../src/core/stores/theme-store';

describe('the theme', () => {
  it('is light unless the visitor chose otherwise', () => {
    expect(createThemeStore().get()).toBe('light');
    expect(createThemeStore('dark').get()).toBe('dark');
  });

  it('toggles between light and dark and tells its listeners', () => {
    const theme = createThemeStore();
    const heard: string[] = [];
    theme.subscribe(() => heard.push(theme.get()));
    theme.toggle();
    theme.toggle();
    expect(heard).toEqual(['dark', 'light']);
  });
});
