import styled, { createGlobalStyle, css } from 'styled-components';

/** The booking card's parts and its pay bar, pinned to the foot of a phone's screen. */
export const PHONE = '@media (max-width: 899px)';

export const Card = styled.aside`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadow};
  padding: 1rem 1.1rem;
  align-self: start;
  h2 {
    font-size: 1.05rem;
    margin: 0.25rem 0 0.5rem;
  }
  ul {
    margin: 0.25rem 0 0.75rem;
    padding-left: 1.25rem;
  }
`;

export const Fields = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 0.15rem 0.75rem;
  margin: 0 0 0.75rem;
  dt {
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  /* The email reads left to right but sits on the right edge with the other values. */
  dd[dir='ltr'] {
    text-align: end;
  }
`;

export const Price = styled.p`
  font-size: 1.25rem;
  font-weight: 800;
  margin: 0.5rem 0 1rem;
`;

export const Choice = styled.p`
  margin: 0.25rem 0 0;
  font-weight: 700;
  span {
    white-space: nowrap;
  }
  /* a visitor abroad's own time may wrap onto the next line */
  small {
    white-space: normal;
  }
`;

/** "سه‌شنبه ۳ آذر، ساعت ۱۰:۰۰": short enough for one line of a phone's bar */

export const Hint = styled.a`
  display: inline-block;
  margin: 0 0 0.5rem;
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;
  font-size: 0.9rem;
`;

/** «با پرداخت، قوانین سایت و شرایط لغو و بازگشت وجه را می‌پذیرید», its two names linking their pages */
export const Consent = styled.p`
  margin: 0.5rem 0 0;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.muted};
  a {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

export const PayBar = styled.div<{ $pinned: boolean }>`
  ${({ $pinned, theme }) =>
    $pinned &&
    css`
      ${PHONE} {
        position: fixed;
        inset-inline: 0;
        bottom: 0;
        z-index: 40;
        box-sizing: border-box;
        display: grid;
        grid-template-columns: minmax(0, 1fr) auto;
        align-items: center;
        gap: 0.1rem 0.75rem;
        padding: 0.6rem 1rem calc(0.6rem + env(safe-area-inset-bottom, 0px));
        background: ${theme.colors.surface};
        border-top: 1px solid ${theme.colors.border};
        box-shadow: 0 -6px 18px rgba(0, 0, 0, 0.14);
        ${Choice} {
          grid-column: 1;
          margin: 0;
          font-size: 0.92rem;
        }
        ${Price} {
          grid-column: 1;
          margin: 0;
          font-size: 1rem;
        }
        ${Hint} {
          grid-column: 1 / -1;
          margin: 0;
        }
        ${Consent} {
          grid-column: 1 / -1;
          margin: 0.2rem 0 0;
          font-size: 0.78rem;
        }
        button {
          grid-column: 2;
          grid-row: 1 / span 2;
          width: auto;
          white-space: nowrap;
        }
      }
    `}
`;

/** Room under the page for the pinned bar, so it never covers the end of the page. */
export const PinnedBarRoom = createGlobalStyle`
  ${PHONE} { body { padding-bottom: 8rem; } }
`;
