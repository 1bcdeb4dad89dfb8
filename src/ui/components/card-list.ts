import styled from 'styled-components';

/** A consultant tab's column of cards (refunds owed, outbox messages). */
export const CardList = styled.ul`
  list-style: none;
  margin: 1rem 0 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
`;
