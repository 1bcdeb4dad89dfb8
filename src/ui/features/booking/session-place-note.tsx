import styled from 'styled-components';
import type { OfferedSession } from '../../../core/domain/customer-session';
import { sessionLengthText } from '../../../core/domain/session-length';
import { offeredSessionText, SESSION_TEXTS } from '../../../core/domain/session-texts';

const Note = styled.p`
  margin: 0.35rem 0 0;
  font-size: 0.92rem;
  color: ${({ theme }) => theme.colors.muted};
  overflow-wrap: anywhere;
  strong {
    color: ${({ theme }) => theme.colors.text};
  }
`;

export const SESSION_LENGTH_HEADING = 'مدت جلسه';

/**
 * How a type's sessions happen (online, at the office's address, or by phone) and how long they
 * last. A list the browser kept from before types carried these has none, and shows nothing
 * until the fresh list comes.
 */
export function SessionPlaceNote({ session, durationMinutes }: { session: OfferedSession | undefined; durationMinutes?: number }) {
  return (
    <>
      {durationMinutes !== undefined && (
        <Note data-testid="session-length">
          <strong>{`${SESSION_LENGTH_HEADING}: `}</strong>
          {sessionLengthText(durationMinutes)}
        </Note>
      )}
      {session && (
        <Note data-testid="session-place">
          <strong>{`${SESSION_TEXTS.heading}: `}</strong>
          {offeredSessionText(session)}
        </Note>
      )}
    </>
  );
}
