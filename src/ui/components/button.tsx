import styled, { css } from 'styled-components';

export type ButtonVariant = 'primary' | 'outline' | 'danger' | 'ghost';

export const Button = styled.button<{ $variant?: ButtonVariant; $block?: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.4rem;
  min-height: 44px;
  padding: 0.5rem 1.1rem;
  border-radius: 10px;
  border: 2px solid transparent;
  cursor: pointer;
  font-weight: 600;
  text-decoration: none;
  width: ${({ $block }) => ($block ? '100%' : 'auto')};
  transition:
    filter 0.15s ease,
    background 0.15s ease;
  ${({ theme, $variant = 'primary' }) => {
    switch ($variant) {
      case 'outline':
        return css`
          background: transparent;
          color: ${theme.colors.primary};
          border-color: ${theme.colors.primary};
        `;
      case 'danger':
        // The dark theme's danger red is light: white on it would be unreadable.
        return css`
          background: ${theme.colors.danger};
          color: ${theme.name === 'dark' ? theme.colors.primaryText : '#fff'};
        `;
      case 'ghost':
        return css`
          background: transparent;
          color: ${theme.colors.text};
        `;
      default:
        return css`
          background: ${theme.colors.primary};
          color: ${theme.colors.primaryText};
        `;
    }
  }}
  &:hover:not(:disabled) {
    filter: brightness(1.08);
  }
  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
`;
