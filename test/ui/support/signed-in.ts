import type { PersistedState } from '../../../src/core/domain/persisted-state';
import { sampleUser } from '../../fakes/sample-data';

/** The restored state of a signed-in user, the sample user with these changes. */
export const signedIn = (overrides = {}): Pick<PersistedState, 'user'> => ({
  user: { currentUser: sampleUser(overrides), loading: false, error: null },
});
