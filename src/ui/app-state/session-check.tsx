import { useEffect, useRef } from 'react';
import { TOKENS } from '../../core/ports/tokens';
import type { VerifySession } from '../../core/use-cases/verify-session';
import { useService } from '../services/services-context';
import { useSession } from './app-state-context';

/** Once at start: asks the server whether the remembered user is still signed in. */
export function SessionCheck() {
  const verifySession = useService<VerifySession>(TOKENS.VerifySession);
  const { currentUser, send } = useSession();
  const latest = useRef(currentUser);
  latest.current = currentUser;
  useEffect(() => {
    // Only the user restored at start is checked; later sign-ins come from the server itself.
    void verifySession.execute({ remembered: latest.current, current: () => latest.current }, send);
  }, [verifySession, send]);
  return null;
}
