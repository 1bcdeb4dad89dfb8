import type { Clock } from '../../../ports/clock';
import type { AccountPorts } from '../ports/account-ports';

/** What the account module's use cases are built with. */
export interface AccountContext extends AccountPorts {
  clock: Clock;
}
