import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Spinner } from './spinner';

const Area = styled.div`
  position: relative;
`;

const Cover = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  background: ${({ theme }) => theme.colors.background}cc;
  border-radius: ${({ theme }) => theme.radius};
`;

/** Its content stays in place, dimmed under a labelled spinner that takes the taps, while `loading`. */
export function LoadingOver({ loading, label, children }: { loading: boolean; label: string; children: ReactNode }) {
  return (
    <Area aria-busy={loading}>
      {children}
      {loading && (
        <Cover>
          <Spinner label={label} />
        </Cover>
      )}
    </Area>
  );
}
