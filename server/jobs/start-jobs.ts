import type { FastifyBaseLogger } from 'fastify';
import type { ServerDependencies } from '../server-dependencies';
import { bookingJobs, bookingUseCasesFor } from '../modules/booking';
import { notificationJobs, notificationUseCasesFor } from '../modules/notifications';
import { noticeJobs } from '../modules/notices';
import { contentJobs, contentUseCases } from '../modules/content';
import { outsideCalendarsJobs, outsideCalendarsUseCasesFor } from '../modules/outside-calendars';
import { pruneStaleCountsJob } from '../operations/prune-stale-counts';
import { refreshStatisticsJob } from '../operations/refresh-statistics';
import { documentsJobs, documentsUseCasesFor } from '../modules/documents';
import { taxInvoicesJobs, taxInvoicesUseCasesFor } from '../modules/tax-invoices';
import { JobRunner } from './job-runner';

/** How often each process looks for due jobs (a job itself runs at its own period, once across processes): often enough for the shortest period. */
export function jobTickMs(reconcileEveryMs: number): number {
  return Math.min(5000, Math.max(250, Math.floor(reconcileEveryMs / 4)));
}

/** Every module's jobs on one runner, leased through the database. */
export function jobRunnerFor(deps: ServerDependencies, log: FastifyBaseLogger): JobRunner {
  const jobs = [
    ...bookingJobs(bookingUseCasesFor(deps, log), deps.config.reconcileEveryMs),
    ...notificationJobs(notificationUseCasesFor(deps, log)),
    ...noticeJobs(deps, log),
    pruneStaleCountsJob(deps.staleCounts, deps.clock),
    refreshStatisticsJob(deps.statistics),
    ...contentJobs(contentUseCases(deps.content, { files: deps.files, clock: deps.clock })),
    ...outsideCalendarsJobs(outsideCalendarsUseCasesFor(deps, log)),
    ...documentsJobs(documentsUseCasesFor(deps)),
    ...taxInvoicesJobs(taxInvoicesUseCasesFor(deps), deps.config.reconcileEveryMs),
  ];
  const { jobLeaseMs } = deps.config;
  return new JobRunner(jobs, deps.jobLeases, deps.clock, log, { leaseMs: jobLeaseMs, renewEveryMs: jobLeaseMs / 3 });
}

export function startJobs(deps: ServerDependencies, log: FastifyBaseLogger): JobRunner {
  const runner = jobRunnerFor(deps, log);
  runner.start(jobTickMs(deps.config.reconcileEveryMs));
  return runner;
}
