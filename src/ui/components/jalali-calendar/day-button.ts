import styled, { css } from 'styled-components';
import type { DayDisabledReason } from '../../../core/domain/booking-calendar';

/** One day of the grid, drawn for what it is: chosen, today, gone by or closed. */
export const Day = styled.button<{ $selected: boolean; $today: boolean; $reason: DayDisabledReason | null }>`
  position: relative;
  display: flex;
  align-items: center;
  justify-content: center;
  box-sizing: border-box;
  height: clamp(40px, 10vw, 52px);
  border-radius: 10px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
  font-size: 1rem;
  text-decoration: none;
  cursor: pointer;
  padding: 0;
  &:hover:not(:disabled):not([aria-disabled='true']) {
    border-color: ${({ theme }) => theme.colors.success};
  }
  &:disabled,
  &[aria-disabled='true'] {
    cursor: not-allowed;
  }
  /* no free time: a closed day, struck through */
  ${({ $reason, theme }) =>
    ($reason === 'no-slots' || $reason === 'all-slots-passed') &&
    css`
      color: ${theme.colors.muted};
      background: ${theme.colors.surfaceAlt};
      text-decoration: line-through;
      opacity: 0.75;
    `}
  /* gone by: faint, no frame, so it reads as behind us rather than closed */
  ${({ $reason, theme }) =>
    $reason === 'past' &&
    css`
      color: ${theme.colors.muted};
      background: transparent;
      border-color: transparent;
      opacity: 0.5;
      font-weight: 400;
    `}
  ${({ $today, theme }) =>
    $today &&
    css`
      border: 2px solid ${theme.colors.primary};
      &::after {
        content: '';
        position: absolute;
        bottom: 4px;
        width: 5px;
        height: 5px;
        border-radius: 50%;
        background: currentColor;
      }
    `}
  ${({ $selected, theme }) =>
    $selected &&
    css`
      background: ${theme.colors.success};
      color: ${theme.name === 'dark' ? '#0b1526' : '#fff'};
      border-color: ${theme.colors.success};
    `}
`;
