/**
 * Runs at most `running` jobs at once and keeps at most `waiting` more in line; a job beyond
 * that is turned away at once (null) rather than held with its upload in memory.
 */
export class WorkLimiter {
  private active = 0;
  private readonly line: (() => void)[] = [];

  constructor(private readonly limits: { running: number; waiting: number }) {}

  async run<T>(job: () => Promise<T>): Promise<T | null> {
    if (this.active >= this.limits.running) {
      if (this.line.length >= this.limits.waiting) return null;
      await new Promise<void>((turn) => this.line.push(turn));
    } else {
      this.active += 1;
    }
    try {
      return await job();
    } finally {
      // the next in line takes this place; with none waiting, the place is freed
      const next = this.line.shift();
      if (next) next();
      else this.active -= 1;
    }
  }
}
