import { isAuthority } from '../../../../src/core/contracts/api/booking-api';
import type { SandboxBank, SandboxPayment } from '../ports/sandbox-bank';

/**
 * A visitor at the sandbox bank's page: the payment behind an authority, and their choice to pay
 * or cancel. An authority of another shape was never issued, so it is not looked up (a NUL byte
 * cannot even be).
 */
export class VisitSandboxBank {
  constructor(private readonly bank: SandboxBank) {}

  find(authority: string): Promise<SandboxPayment | null> {
    return isAuthority(authority) ? this.bank.find(authority) : Promise.resolve(null);
  }

  decide(authority: string, choice: 'pay' | 'cancel'): Promise<SandboxPayment | null> {
    return isAuthority(authority) ? this.bank.decide(authority, choice) : Promise.resolve(null);
  }
}
