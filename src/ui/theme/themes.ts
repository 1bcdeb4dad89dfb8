import type { ThemeName } from '../../core/domain/theme';

export interface SiteTheme {
  name: ThemeName;
  colors: {
    background: string;
    surface: string;
    surfaceAlt: string;
    text: string;
    muted: string;
    border: string;
    primary: string;
    primaryText: string;
    accent: string;
    success: string;
    successSoft: string;
    danger: string;
    dangerSoft: string;
    warning: string;
    warningSoft: string;
    info: string;
    infoSoft: string;
    focus: string;
    overlay: string;
  };
  radius: string;
  shadow: string;
  maxWidth: string;
}

const shared = { radius: '12px', maxWidth: '1200px' };

export const lightTheme: SiteTheme = {
  ...shared,
  name: 'light',
  colors: {
    background: '#f6f7fb',
    surface: '#ffffff',
    surfaceAlt: '#eef1f7',
    text: '#1b2433',
    muted: '#4f5b6e',
    border: '#d5dbe6',
    primary: '#0d47a1',
    primaryText: '#ffffff',
    accent: '#00796b',
    success: '#1b7a34',
    successSoft: '#e3f4e8',
    danger: '#b3261e',
    dangerSoft: '#fbe9e7',
    warning: '#8a5a00',
    warningSoft: '#fff3d6',
    info: '#0b5394',
    infoSoft: '#e3effc',
    focus: '#f59e0b',
    overlay: 'rgba(10, 16, 28, 0.6)',
  },
  shadow: '0 4px 18px rgba(17, 34, 68, 0.08)',
};

export const darkTheme: SiteTheme = {
  ...shared,
  name: 'dark',
  colors: {
    background: '#10151f',
    surface: '#1a2130',
    surfaceAlt: '#232c3d',
    text: '#e8ecf3',
    muted: '#b3bccb',
    border: '#364158',
    primary: '#7fb2ff',
    primaryText: '#0b1526',
    accent: '#4fd1bd',
    success: '#6fdc8c',
    successSoft: '#173524',
    danger: '#ff8a80',
    dangerSoft: '#3d1d1b',
    warning: '#ffd166',
    warningSoft: '#3a2f12',
    info: '#8cc4ff',
    infoSoft: '#17304d',
    focus: '#ffb020',
    overlay: 'rgba(0, 0, 0, 0.7)',
  },
  shadow: '0 4px 18px rgba(0, 0, 0, 0.35)',
};

export const themes: Record<ThemeName, SiteTheme> = { light: lightTheme, dark: darkTheme };
