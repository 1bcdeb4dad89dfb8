import { createGlobalStyle } from 'styled-components';
import { TEXT_FONT_STACK } from './text-font';

/**
 * The page's own rules. Unlike the components' styles, which are written as for left-to-right and
 * flipped by stylis-plugin-rtl, these name no side (text-align: start follows the page's dir), so
 * the app draws them without that plugin (src/ui/app.tsx): the global style is drawn again when
 * the app takes the page over, and the plugin's first run there cost a phone 30 ms in that task.
 */
export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
  body {
    margin: 0;
    font-family: ${TEXT_FONT_STACK};
    font-size: 16px;
    line-height: 1.8;
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
    text-align: start;
    transition: background 0.2s ease, color 0.2s ease;
  }
  a { color: ${({ theme }) => theme.colors.primary}; }
  img { max-width: 100%; height: auto; }
  button, input, select, textarea { font: inherit; }
  /* Chromium's own grey placeholder falls below 4.5:1 on both themes' fields. */
  ::placeholder { color: ${({ theme }) => theme.colors.muted}; opacity: 1; }
  :focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  .visually-hidden {
    position: absolute !important; width: 1px; height: 1px; overflow: hidden;
    clip: rect(0 0 0 0); white-space: nowrap;
  }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { transition: none !important; animation: none !important; }
  }
`;
