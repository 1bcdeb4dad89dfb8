import { ACCOUNT_PORTS } from '../../../../src/core/ports/account/account-port-tokens';
import { FakeAccountRepository } from '../../../fakes/fake-account-repository';
import { FakeSecondFactorRepository } from '../../../fakes/fake-second-factor-repository';
import { testKit } from './test-kit';

export interface AccountFakes {
  accounts: FakeAccountRepository;
  secondFactors: FakeSecondFactorRepository;
}

/** The fakes behind the ports of accounts and second factors. */
export const accountKit = testKit<AccountFakes>(
  () => ({
    accounts: new FakeAccountRepository(),
    secondFactors: new FakeSecondFactorRepository(),
  }),
  (bind, fakes) => {
    bind.value(ACCOUNT_PORTS.AccountRepository, fakes.accounts);
    bind.value(ACCOUNT_PORTS.SecondFactorRepository, fakes.secondFactors);
  },
);
