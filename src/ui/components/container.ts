import styled from 'styled-components';

/** The page's centred column. */
export const PageContainer = styled.main`
  max-width: ${({ theme }) => theme.maxWidth};
  margin: 0 auto;
  padding: 1.5rem 1rem 3rem;
`;

export const PageTitle = styled.h1`
  font-size: clamp(1.4rem, 3vw, 2rem);
  margin: 0.5rem 0 1.25rem;
`;
