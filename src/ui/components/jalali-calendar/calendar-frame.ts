import styled, { css } from 'styled-components';

/* The calendar's frame: its box, the bar of months with its arrows, and the week grid. */

export const Box = styled.section`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  padding: 0.75rem;
`;

export const MonthRow = styled.div`
  display: flex;
  align-items: center;
  gap: 0.5rem;
`;

export const MonthNames = styled.div`
  display: flex;
  flex: 1;
  gap: 0.35rem;
  overflow-x: auto;
  justify-content: center;
  scrollbar-width: thin;
`;

export const MonthName = styled.button<{ $current: boolean }>`
  display: inline-flex;
  align-items: center;
  text-decoration: none;
  white-space: nowrap;
  min-height: 40px;
  padding: 0.25rem 0.75rem;
  border-radius: 999px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  font-weight: 600;
  ${({ $current, theme }) =>
    $current &&
    css`
      background: ${theme.colors.primary};
      color: ${theme.colors.primaryText};
      border-color: ${theme.colors.primary};
    `}
`;

export const Arrow = styled.button`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  text-decoration: none;
  width: 40px;
  height: 40px;
  border-radius: 50%;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  font-size: 1.1rem;
  &:disabled,
  &[aria-disabled='true'] {
    opacity: 0.4;
    cursor: not-allowed;
  }
`;

export const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(7, minmax(0, 1fr));
  gap: 0.3rem;
  margin-top: 0.75rem;
`;

export const WeekdayHead = styled.div`
  text-align: center;
  font-size: 0.75rem;
  color: ${({ theme }) => theme.colors.muted};
  white-space: nowrap;
  .short {
    display: none;
  }
  @media (max-width: 560px) {
    .long {
      display: none;
    }
    .short {
      display: inline;
    }
  }
`;
