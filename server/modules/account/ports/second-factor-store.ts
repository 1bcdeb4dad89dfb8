/** An account's second factor: its TOTP secret (sealed), whether it is on, and the last step whose code was used. */
export interface SecondFactor {
  sealedSecret: string;
  enabledAt: Date | null;
  lastStep: number | null;
}

export interface SecondFactorStore {
  find(userId: string): Promise<SecondFactor | null>;
  /** a new secret waiting for its first code (replaces one not yet on) */
  begin(userId: string, sealedSecret: string): Promise<void>;
  /** on from now, its first code's step used */
  enable(userId: string, step: number, now: Date): Promise<void>;
  /** takes `step` as used when it is later than the last used one; false when it was used already (a replayed code) */
  useStep(userId: string, step: number): Promise<boolean>;
  remove(userId: string): Promise<void>;
}
