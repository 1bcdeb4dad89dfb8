import styled from 'styled-components';

/** A consultant tab's column of cards (refunds owed, outbox messages, contact messages, e-invoices). */
export const CardList = styled.ul`
  list-style: none;
  margin: 1rem 0 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
`;

/** One card of such a column: a bordered box whose heading row wraps its title and badges; a time in it reads muted. */
export const CardItem = styled.li`
  padding: 0.9rem 1rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  min-width: 0;
  h3 {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    align-items: center;
    margin: 0;
    font-size: 1.05rem;
  }
  time {
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.85rem;
    font-weight: 400;
  }
`;
