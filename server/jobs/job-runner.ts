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
  /** gives it back and says when it is due next */
  finish(name: string, owner: string, nextRunAt: Date, finishedAt: Date, error: string | null): Promise<void>;
}

export interface JobLogger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** How long a claim lasts: longer than any run, short enough that a killed process's job is taken over soon. */
export const JOB_LEASE_MS = 5 * 60 * 1000;

/**
 * Runs jobs on a timer, exactly once per period across several server processes: a run starts
 * only after claiming the job's row (a single guarded UPDATE, so two processes cannot both
 * win), and a process killed mid-run leaves a lease that runs out. Work inside a job is made
 * safe to repeat by its own row-level guards, since a lease can run out under a slow run.
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
  ) {}

  /** checks every `tickMs` which jobs are due; a tick never overlaps the one before */
  start(tickMs: number): void {
    if (this.timer) return;
    this.timer = setInterval(() => {
      if (!this.running) this.running = this.runDue().then(() => undefined).finally(() => (this.running = null));
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
        claimed = await this.leases.claim(job.name, this.owner, now, new Date(now.getTime() + JOB_LEASE_MS));
      } catch (error) {
        this.log.warn({ job: job.name, err: error }, 'job could not be claimed');
        continue;
      }
      if (!claimed) continue;
      let failure: string | null = null;
      try {
        const result = await job.run();
        this.log.info({ job: job.name, result }, 'job ran');
      } catch (error) {
        failure = error instanceof Error ? error.message : String(error);
        this.log.error({ job: job.name, err: error }, 'job failed');
      }
      const finishedAt = this.clock.now();
      await this.leases.finish(job.name, this.owner, new Date(finishedAt.getTime() + job.everyMs), finishedAt, failure)
        .catch((error) => this.log.warn({ job: job.name, err: error }, 'job lease could not be given back'));
      ran.push(job.name);
    }
    return ran;
  }
}
