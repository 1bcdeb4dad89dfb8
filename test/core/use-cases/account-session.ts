import { createSessionStore, type SessionEvent } from '../../../src/core/stores/session-store';
import { AccountRequestError } from '../../../src/core/ports/account/account-repository';
import { sampleUser } from '../../fakes/sample-data';

export const NETWORK = 'خطای شبکه! لطفاً دوباره تلاش کنید.';
export const GENERIC = 'خطایی رخ داده است';

/** A real session store whose events are also recorded, to check their order. */
export function session(currentUser = sampleUser() as ReturnType<typeof sampleUser> | null) {
  const store = createSessionStore({ currentUser });
  const events: SessionEvent['type'][] = [];
  const dispatch = (event: SessionEvent) => {
    events.push(event.type);
    store.dispatch(event);
  };
  return { events, dispatch, context: () => store.get() };
}

export const rejected = (message: string, status = 400) => new AccountRequestError('rejected', message, status);
export const offline = () => new AccountRequestError('network', '');
