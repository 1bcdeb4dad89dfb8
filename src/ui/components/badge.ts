import styled from 'styled-components';

export type BadgeTone = 'success' | 'danger' | 'warning' | 'info' | 'muted';

/** A status in a rounded pill, coloured by its tone. */
export const Badge = styled.span<{ $tone: BadgeTone }>`
  display: inline-block;
  padding: 0.1rem 0.6rem;
  border-radius: 999px;
  font-size: 0.8rem;
  font-weight: 600;
  white-space: nowrap;
  color: ${({ theme, $tone }) => ($tone === 'muted' ? theme.colors.muted : theme.colors[$tone])};
  background: ${({ theme, $tone }) => ($tone === 'muted' ? theme.colors.surfaceAlt : theme.colors[`${$tone}Soft`])};
`;
