import { serviceToken as token } from '../service-token';
import type { AccountRepository } from './account-repository';
import type { SecondFactorRepository } from './second-factor-repository';

/** The ports of signing up and in, the visitor's session, profile, mobile and second factor. */
export const ACCOUNT_PORTS = {
  AccountRepository: token<AccountRepository>('AccountRepository'),
  SecondFactorRepository: token<SecondFactorRepository>('SecondFactorRepository'),
} as const;
