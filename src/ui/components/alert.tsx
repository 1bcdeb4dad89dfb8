import type { ReactNode } from 'react';
import styled from 'styled-components';

export type AlertKind = 'info' | 'success' | 'warning' | 'error';

const Box = styled.div<{ $kind: AlertKind }>`
  padding: 0.85rem 1rem;
  border-radius: ${({ theme }) => theme.radius};
  border-left: 4px solid ${({ theme, $kind }) => theme.colors[colorOf($kind)]};
  background: ${({ theme, $kind }) => theme.colors[`${colorOf($kind)}Soft` as 'infoSoft']};
  color: ${({ theme }) => theme.colors.text};
  margin: 0.75rem 0;
`;

function colorOf(kind: AlertKind): 'info' | 'success' | 'warning' | 'danger' {
  return kind === 'error' ? 'danger' : kind;
}

/** A coloured message banner; errors are announced at once, others politely. */
export function Alert({ kind, children }: { kind: AlertKind; children: ReactNode }) {
  return (
    <Box $kind={kind} role={kind === 'error' ? 'alert' : 'status'} data-kind={kind}>
      {children}
    </Box>
  );
}
