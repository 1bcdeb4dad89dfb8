import type { SecondFactor, SecondFactorStore } from '../../../../server/modules/account';

/** Second factors in a map: the use-case tests' stand-in for the database's table. */
export class InMemorySecondFactorStore implements SecondFactorStore {
  readonly factors = new Map<string, SecondFactor>();

  async find(userId: string): Promise<SecondFactor | null> {
    const factor = this.factors.get(userId);
    return factor ? { ...factor } : null;
  }

  async begin(userId: string, sealedSecret: string): Promise<void> {
    if (this.factors.get(userId)?.enabledAt) return;
    this.factors.set(userId, { sealedSecret, enabledAt: null, lastStep: null });
  }

  async enable(userId: string, step: number, now: Date): Promise<void> {
    const factor = this.factors.get(userId);
    if (factor && !factor.enabledAt) this.factors.set(userId, { ...factor, enabledAt: now, lastStep: step });
  }

  async useStep(userId: string, step: number): Promise<boolean> {
    const factor = this.factors.get(userId);
    if (!factor || (factor.lastStep !== null && factor.lastStep >= step)) return false;
    this.factors.set(userId, { ...factor, lastStep: step });
    return true;
  }

  async remove(userId: string): Promise<void> {
    this.factors.delete(userId);
  }
}
