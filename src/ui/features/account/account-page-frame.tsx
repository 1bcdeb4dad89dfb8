import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Logo } from '../../layout/logo';
import { ThemeToggle } from '../../layout/theme-toggle';

const Page = styled.main`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 1.25rem;
  padding: 2rem 1rem;
`;

const Top = styled.div`
  width: min(440px, 100%);
  display: flex;
  align-items: center;
  justify-content: space-between;
`;

export const Card = styled.section`
  width: min(440px, 100%);
  padding: 1.75rem 1.5rem;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow};
  h1 {
    margin: 0 0 0.25rem;
    font-size: 1.5rem;
  }
  p {
    margin: 0 0 1.25rem;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/** The account pages outside the site's layout (sign-in, password reset): the logo and theme above, the card below. */
export function AccountPageFrame({ children, after }: { children: ReactNode; after?: ReactNode }) {
  return (
    <Page>
      <Top>
        <Logo />
        <ThemeToggle />
      </Top>
      <Card>{children}</Card>
      {after}
    </Page>
  );
}
