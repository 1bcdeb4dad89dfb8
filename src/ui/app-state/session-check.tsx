import { useEffect, useRef } from 'react';
import { ACCOUNT_USE_CASES } from '../../core/use-cases/account/account-tokens';
import { useService } from '../services/services-context';
import { useSession } from './app-state-context';

/** Once at start: asks the server whether the remembered user is still signed in. */
export function SessionCheck() {
  const verifySession = useService(ACCOUNT_USE_CASES.VerifySession);
  const { currentUser, dispatch } = useSession();
  const latest = useRef(currentUser);
  latest.current = currentUser;
  useEffect(() => {
    // Only the user restored at start is checked; later sign-ins come from the server itself.
    void verifySession.execute({ remembered: latest.current, current: () => latest.current }, dispatch);
  }, [verifySession, dispatch]);
  return null;
}
