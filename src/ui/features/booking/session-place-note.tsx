import styled from 'styled-components';
import type { OfferedSession } from '../../../core/domain/customer-session';
import { offeredSessionText, SESSION_TEXTS } from '../../../core/domain/session-texts';

const Note = styled.p`
  margin: 0.35rem 0 0;
  font-size: 0.92rem;
  color: ${({ theme }) => theme.colors.muted};
  overflow-wrap: anywhere;
  strong { color: ${({ theme }) => theme.colors.text}; }
`;

/**
 * How a type's sessions happen: online, at the office's address, or by phone. A list the browser
 * kept from before types carried it has none, and shows nothing until the fresh list comes.
 */
export function SessionPlaceNote({ session }: { session: OfferedSession | undefined }) {
  if (!session) return null;
  return (
    <Note data-testid="session-place">
      <strong>{`${SESSION_TEXTS.heading}: `}</strong>
      {offeredSessionText(session)}
    </Note>
  );
}
