import type { Clock } from '../../../ports/clock';
import type { AccountPorts } from '../ports/account-ports';
import { CompleteSetup } from './complete-setup';
import { IssueSetupCode } from './issue-setup-code';
import { SiteSetUp } from './site-set-up';

export interface FirstRunUseCases {
  /** whether the admin exists, asked until it does: one per process, shared by the pending page and the set-up */
  siteSetUp: SiteSetUp;
  issueSetupCode: IssueSetupCode;
  completeSetup: CompleteSetup;
}

/** The first run's use cases over the module's ports; make them once per process (the set-up flag is theirs). */
export function firstRunUseCases(ports: AccountPorts, clock: Clock): FirstRunUseCases {
  const context = { ...ports, clock };
  const siteSetUp = new SiteSetUp(ports.firstRun);
  return { siteSetUp, issueSetupCode: new IssueSetupCode(context), completeSetup: new CompleteSetup(context, siteSetUp) };
}
