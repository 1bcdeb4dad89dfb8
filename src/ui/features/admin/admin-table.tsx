import styled from 'styled-components';

/** The admin lists' table: scrolls sideways on a narrow screen instead of squeezing. */
export const TableScroll = styled.div`
  overflow-x: auto;
  margin: 1rem 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
`;

/**
 * `$stacked` turns each row into a small card on a phone: the headings stay for screen
 * readers, and each cell names its column through data-label.
 */
export const Table = styled.table<{ $stacked?: boolean }>`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    padding: 0.6rem 0.75rem;
    text-align: left;
    vertical-align: middle;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  th {
    background: ${({ theme }) => theme.colors.surfaceAlt};
    font-weight: 700;
    white-space: nowrap;
  }
  tbody tr:last-child td {
    border-bottom: 0;
  }
  td a {
    color: ${({ theme }) => theme.colors.primary};
  }
  ${({ $stacked, theme }) =>
    $stacked &&
    `@media (max-width: 600px) {
      thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
      tr { display: flex; flex-wrap: wrap; align-items: center; gap: 0.5rem 1rem; padding: 0.75rem; border-bottom: 1px solid ${theme.colors.border}; }
      tbody tr:last-child { border-bottom: 0; }
      td { display: block; padding: 0; border: 0; }
      td:first-child { flex-basis: 100%; }
      td:last-child { margin-left: auto; }
      td[data-label] { white-space: nowrap; }
      td[data-label]::before { content: attr(data-label) ':\\00a0'; color: ${theme.colors.muted}; font-size: 0.85rem; }
    }`}
`;

export const Actions = styled.div`
  display: flex;
  gap: 0.4rem;
`;

export const IconButton = styled.button<{ $danger?: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border-radius: 8px;
  border: 1px solid ${({ theme, $danger }) => ($danger ? theme.colors.danger : theme.colors.primary)};
  background: transparent;
  color: ${({ theme, $danger }) => ($danger ? theme.colors.danger : theme.colors.primary)};
  font-size: 1.05rem;
  cursor: pointer;
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
`;

export const TabHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem;
  h2 {
    margin: 0;
    font-size: 1.3rem;
  }
`;

export const MoreRow = styled.div`
  display: flex;
  justify-content: center;
`;
