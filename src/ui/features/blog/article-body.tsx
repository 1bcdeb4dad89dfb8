import styled, { css } from 'styled-components';

export const MAX_INDENT = 8;
const INDENT_STEP_REM = 1.5;

const indents = Array.from({ length: MAX_INDENT }, (_, index) => {
  const level = index + 1;
  return css`
    [data-indent='${level}'], .indent-${level} { padding-left: ${level * INDENT_STEP_REM}rem; }
  `;
});

/**
 * The article's stored HTML (sanitized on the server when it was written) in the site's
 * typography: headings 1 to 3, paragraphs, lists, links, quotes and the editor's eight
 * indent levels, as data-indent attributes or indent-N classes.
 */
export const ArticleBody = styled.div`
  font-size: 1.05rem;
  line-height: 2.1;
  overflow-wrap: anywhere;
  h1, h2, h3 { line-height: 1.6; margin: 2rem 0 0.75rem; font-weight: 800; }
  h1 { font-size: 1.6rem; }
  h2 { font-size: 1.35rem; }
  h3 { font-size: 1.15rem; }
  p { margin: 0 0 1.1rem; }
  ul, ol { margin: 0 0 1.1rem; padding-left: 1.75rem; }
  li { margin: 0.3rem 0; }
  li::marker { color: ${({ theme }) => theme.colors.primary}; }
  a {
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: underline;
    text-underline-offset: 0.25em;
  }
  blockquote {
    margin: 1.25rem 0;
    padding: 0.75rem 1.25rem;
    border-left: 4px solid ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.surfaceAlt};
    border-radius: 0 ${({ theme }) => theme.radius} ${({ theme }) => theme.radius} 0;
    color: ${({ theme }) => theme.colors.text};
  }
  img { max-width: 100%; height: auto; border-radius: ${({ theme }) => theme.radius}; }
  pre, code { direction: ltr; unicode-bidi: embed; }
  pre { overflow-x: auto; padding: 1rem; background: ${({ theme }) => theme.colors.surfaceAlt}; border-radius: 8px; }
  table { display: block; max-width: 100%; overflow-x: auto; border-collapse: collapse; }
  td, th { border: 1px solid ${({ theme }) => theme.colors.border}; padding: 0.4rem 0.75rem; }
  & > :first-child { margin-top: 0; }
  ${indents}
`;
