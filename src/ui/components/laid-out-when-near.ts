import { css } from 'styled-components';

/**
 * A part of a page below its first screen that the browser lays out only once it comes near the
 * viewport (`content-visibility: auto`): the first layout, and the one when Vazirmatn arrives,
 * shape only the text a visitor can see (on `/` at a phone's width, 96 → 24 ms and 39 → 26 ms on
 * this machine). Until then the part holds `estimate` of height (a phone's: the site is read on
 * phones first); once laid out, the browser keeps its real height. Its text stays in the page for
 * search engines, find-in-page and screen readers. Such a part clips what is painted past its
 * edges: its cards' shadows and focus rings get room (`overflow-clip-margin`).
 */
export function laidOutWhenNear(estimate: string) {
  return css`
    content-visibility: auto;
    contain-intrinsic-size: auto ${estimate};
    overflow-clip-margin: 1.5rem;
  `;
}
