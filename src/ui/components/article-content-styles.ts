import { css } from 'styled-components';
import { MAX_ARTICLE_INDENT } from '../../core/domain/article-indent';

/**
 * One indent step: 1.5rem on a wide screen, and never more than 4% of the viewport, so that
 * indent 8 (at most 32vw) leaves most of a 360 px phone's line to the text. In rem, so a
 * heading indents as far as a paragraph, in the editor as on the public page.
 */
export const ARTICLE_INDENT_STEP = 'min(1.5rem, 4vw)';

const indents = Array.from({ length: MAX_ARTICLE_INDENT }, (_, index) => index + 1)
  .map((level) => `.indent-${level} { padding-left: calc(${level} * ${ARTICLE_INDENT_STEP}); }`)
  .join('\n');

/**
 * How an article's content looks, the same in the editor and on the public page: headings,
 * paragraphs, lists counted in Persian digits, quotes, links, images from the body and the
 * eight indent steps. Written left-to-right like every style here (the page flips sides), so
 * an indent and a list's room for its markers are on the right, where a Persian line starts.
 *
 * Vazirmatn has no italic face: emphasis is drawn slanted by the browser (a synthesized
 * oblique, allowed here even where a page turns synthesis off), which shows in Persian text.
 */
export const articleContentStyles = css`
  overflow-wrap: anywhere;
  h1,
  h2,
  h3 {
    line-height: 1.6;
    margin: 2rem 0 0.75rem;
    font-weight: 800;
  }
  h1 {
    font-size: 1.6rem;
  }
  h2 {
    font-size: 1.35rem;
  }
  h3 {
    font-size: 1.15rem;
  }
  p {
    margin: 0 0 1.1rem;
  }
  ul,
  ol {
    margin: 0 0 1.1rem;
    padding-left: 1.75rem;
  }
  ol {
    list-style-type: persian;
  }
  li {
    margin: 0.3rem 0;
  }
  li::marker {
    color: ${({ theme }) => theme.colors.primary};
  }
  em {
    font-style: oblique 10deg;
    font-synthesis: style;
  }
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
  img {
    display: block;
    max-width: 100%;
    height: auto;
    margin: 1rem auto;
    border-radius: ${({ theme }) => theme.radius};
  }
  & > :first-child {
    margin-top: 0;
  }
  ${indents}
`;
