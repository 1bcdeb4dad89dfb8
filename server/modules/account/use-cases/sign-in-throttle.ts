import { ACCOUNT_MESSAGES as M } from '../account-messages';
import type { WindowCounter } from '../ports/window-counter';
import { refuseWhileLimited } from './limit-refusal';

export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;
/** failures all unknown devices together may make for one account in a window */
export const MAX_UNKNOWN_DEVICE_FAILURES = 5;
/** failures one known device (a valid device cookie of the account) may make in a window */
export const MAX_KNOWN_DEVICE_FAILURES = 5;
/** failures from one address in a window: sized for a mobile carrier's address that many customers share */
export const MAX_FAILURES_PER_ADDRESS = 100;

/** One try at an account: its e-mail, where from, and the known device it came on (null: an unknown one). */
export interface Attempt {
  email: string;
  address: string;
  device: string | null;
}

/**
 * OWASP's device-cookie limits, in fixed 15-minute windows: a known device's failures count for
 * it alone; unknown devices' failures count for the account (all together) and for the address.
 * Once a count is full, its tries are refused, even with the right password, until the window
 * ends: a flood of guesses shuts out unknown devices, never the owner's known one.
 */
export class SignInThrottle {
  /** `failures` counts in windows of SIGN_IN_WINDOW_MS */
  constructor(private readonly failures: WindowCounter) {}

  /** Refuses the try while one of its limits holds. */
  async check(attempt: Attempt): Promise<void> {
    if (attempt.device !== null) {
      refuseWhileLimited(await this.failures.retryAfterMs(deviceKey(attempt), MAX_KNOWN_DEVICE_FAILURES), M.tooManyFailures);
      return;
    }
    refuseWhileLimited(await this.failures.retryAfterMs(addressKey(attempt), MAX_FAILURES_PER_ADDRESS), M.tooManyFailures);
    refuseWhileLimited(await this.failures.retryAfterMs(accountKey(attempt), MAX_UNKNOWN_DEVICE_FAILURES), M.unknownDevicesShut);
  }

  async recordFailure(attempt: Attempt): Promise<void> {
    if (attempt.device !== null) return this.failures.add(deviceKey(attempt));
    await this.failures.add(accountKey(attempt));
    await this.failures.add(addressKey(attempt));
  }

  /** Refuses while the address has failed too often: tries that are not sign-ins (the set-up page's code) count with them. */
  async checkAddress(address: string): Promise<void> {
    refuseWhileLimited(await this.failures.retryAfterMs(addressKey({ address }), MAX_FAILURES_PER_ADDRESS), M.tooManyFailures);
  }

  async recordAddressFailure(address: string): Promise<void> {
    await this.failures.add(addressKey({ address }));
  }

  /** The right password (and code) forgives the mistakes counted where it came from: that device, or the unknown devices. */
  async recordSuccess(attempt: Attempt): Promise<void> {
    await this.failures.forget(attempt.device !== null ? deviceKey(attempt) : accountKey(attempt));
  }
}

const deviceKey = (attempt: Attempt) => `device:${attempt.email}:${attempt.device}`;
const accountKey = (attempt: Attempt) => `email:${attempt.email}`;
const addressKey = (attempt: Pick<Attempt, 'address'>) => `ip:${attempt.address}`;
