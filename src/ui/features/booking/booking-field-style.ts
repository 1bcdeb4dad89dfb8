import { css } from 'styled-components';

/** A text field of the booking card (personal information, official invoice, the consultant's questions): one look for all. */
export const bookingFieldStyle = css`
  width: 100%;
  box-sizing: border-box;
  min-height: 44px;
  padding: 0.5rem 0.75rem;
  border-radius: 10px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
`;
