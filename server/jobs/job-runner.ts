import { randomUUID } from 'node:crypto';
import type { Clock } from '../ports/clock';

/** A job the server runs every `everyMs`, once across all its processes. */
export interface Job {
  name: string;
  everyMs: number;
  run(): Promise<unknown>;
}

/** Where the runner keeps its leases, shared by every process (the database's `jobs` table). */
export interface JobLeases {
  /** takes the job when it is due and nobody holds it; true when this owner got it */
  claim(name: string, owner: string, now: Date, leaseUntil: Date): Promise<boolean>;
  /** keeps this owner's claim until `leaseUntil` while its run goes on; false when it no longer holds it */
  renew(name: string, owner: string, leaseUntil: Date): Promise<boolean>;
  /** gives it back and says when it is due next */
  finish(name: string, owner: string, nextRunAt: Date, finishedAt: Date, error: string | null): Promise<void>;
}

export interface JobLogger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/**
 * How long a claim lasts unless its run renews it (JOB_LEASE_S sets it): a killed process's job
 * is taken over this soon after, while a run of any length keeps its claim by renewing it well
 * inside this time (every third of it).
 */
export const JOB_LEASE_MS = 30 * 1000;

export interface LeaseTimes {
  leaseMs: number;
  renewEveryMs: number;
}

/**
 * Runs jobs on a timer, exactly once per period across several server processes: a run starts
 * only after claiming the job's row (a single guarded UPDATE, so two processes cannot both
 * win), renewed while the run goes on, and a process killed mid-run leaves a lease that runs
 * out within its lease time. Work inside a job is made safe to repeat by its own row-level guards,
 * since a lease can still run out under a process that stalls longer than that.
 */
export class JobRunner {
  private readonly owner = `${process.pid}-${randomUUID()}`;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  constructor(
    private readonly jobs: Job[],
    private readonly leases: JobLeases,
    private readonly clock: Clock,
    private readonly log: JobLogger,
    private readonly times: LeaseTimes = { leaseMs: JOB_LEASE_MS, renewEveryMs: JOB_LEASE_MS / 3 },
  ) {}

  /** checks every `tickMs` which jobs are due; a tick never overlaps the one before */
  start(tickMs: number): void {
    if (this.timer) return;
    this.timer = setInterval(() => {
      if (!this.running)
        this.running = this.runDue()
          .then(() => undefined)
          .finally(() => (this.running = null));
    }, tickMs);
    this.timer.unref();
  }

  /** stops the timer and waits for a run under way */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  /** runs each due job this process can claim; answers the names it ran */
  async runDue(): Promise<string[]> {
    const ran: string[] = [];
    for (const job of this.jobs) {
      const now = this.clock.now();
      let claimed: boolean;
      try {
        claimed = await this.leases.claim(job.name, this.owner, now, new Date(now.getTime() + this.times.leaseMs));
      } catch (error) {
        this.log.warn({ job: job.name, err: error }, 'job could not be claimed');
        continue;
      }
      if (!claimed) continue;
      let failure: string | null = null;
      const lease = this.keepLease(job.name);
      try {
        const result = await job.run();
        this.log.info({ job: job.name, result }, 'job ran');
      } catch (error) {
        failure = error instanceof Error ? error.message : String(error);
        this.log.error({ job: job.name, err: error }, 'job failed');
      } finally {
        await lease.release();
      }
      const finishedAt = this.clock.now();
      await this.leases
        .finish(job.name, this.owner, new Date(finishedAt.getTime() + job.everyMs), finishedAt, failure)
        .catch((error) => this.log.warn({ job: job.name, err: error }, 'job lease could not be given back'));
      ran.push(job.name);
    }
    return ran;
  }

  /** renews the claim on a timer until released; a renewal under way is waited for, so none lands after the job is given back */
  private keepLease(name: string): { release(): Promise<void> } {
    let renewal: Promise<void> = Promise.resolve();
    const timer = setInterval(() => {
      renewal = renewal
        .then(async () => {
          const held = await this.leases.renew(name, this.owner, new Date(this.clock.now().getTime() + this.times.leaseMs));
          if (!held) this.log.warn({ job: name }, 'job lease was lost during its run: another process may be running it too');
        })
        .catch((error) => this.log.warn({ job: name, err: error }, 'job lease could not be renewed'));
    }, this.times.renewEveryMs);
    timer.unref();
    return {
      release: async () => {
        clearInterval(timer);
        await renewal;
      },
    };
  }
}
