import styled from 'styled-components';

/** The admin lists' table: scrolls sideways on a narrow screen instead of squeezing. */
export const TableScroll = styled.div`
  overflow-x: auto;
  margin: 1rem 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
`;

/** `$minWidth` keeps a wide table readable by scrolling rather than crushing its columns. */
export const Table = styled.table<{ $minWidth?: string }>`
  width: 100%;
  min-width: ${({ $minWidth }) => $minWidth ?? '0'};
  border-collapse: collapse;
  th, td {
    padding: 0.6rem 0.75rem;
    text-align: left;
    vertical-align: middle;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  th { background: ${({ theme }) => theme.colors.surfaceAlt}; font-weight: 700; white-space: nowrap; }
  tbody tr:last-child td { border-bottom: 0; }
  td a { color: ${({ theme }) => theme.colors.primary}; }
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
  &:hover { background: ${({ theme }) => theme.colors.surfaceAlt}; }
`;

export const TabHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem;
  h2 { margin: 0; font-size: 1.3rem; }
`;

export const MoreRow = styled.div`
  display: flex;
  justify-content: center;
`;
