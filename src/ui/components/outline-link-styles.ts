import { css } from 'styled-components';

/** Links inside a bar that read as the site's outline buttons, big enough for a thumb. */
export const outlineLinkStyles = css`
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0.4rem 1rem;
    border-radius: 10px;
    border: 2px solid ${({ theme }) => theme.colors.primary};
    font-weight: 600;
    text-decoration: none;
  }
`;
