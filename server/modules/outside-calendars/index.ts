import type { FastifyInstance } from 'fastify';
import { normalizeMobile } from '../../../src/core/domain/mobile-number';
import type { Job } from '../../jobs/job-runner';
import type { Clock } from '../../ports/clock';
import type { SiteProfileSource } from '../../ports/site-profile-source';
import { notificationUseCasesFor, type NotificationLogger, type NotificationPorts } from '../notifications';
import { outsideCalendarsRoutes } from './http/outside-calendars-routes';
import type { ConsultantAlert, OutsideCalendarPorts } from './ports/outside-calendars-ports';
import { outsideCalendarsUseCases, type OutsideCalendarsUseCases } from './use-cases/outside-calendars-use-cases';

/**
 * The outside-calendars module's public entry: the consultant's own calendars (Google, iCloud,
 * Outlook or any .ics address), read by a job every few minutes; their busy times are neither
 * offered nor bookable (server/db/outside-busy.ts), and the schedule tab lists them.
 */
export type {
  OutsideCalendarPorts,
  OutsideCalendarStore,
  BusyMarkReads,
  CalendarFetcher,
  AddressSealer,
} from './ports/outside-calendars-ports';
export { outsideCalendarsUseCases, type OutsideCalendarsUseCases };
export { Refusal as OutsideCalendarsRefusal } from '../refusal';

/** How often the calendars are read, once across the processes. */
export const OUTSIDE_CALENDARS_EVERY_MS = 5 * 60 * 1000;

/** What the module uses of the server's dependencies. */
export interface OutsideCalendarsDeps {
  outsideCalendars: OutsideCalendarPorts;
  notifications: NotificationPorts;
  clock: Clock;
  config: { publicUrl: string };
  siteProfile: SiteProfileSource;
}

/** The consultant is told by SMS and e-mail, whichever the profile has, once per key. */
function alertOf(deps: OutsideCalendarsDeps, log: NotificationLogger): ConsultantAlert {
  const { queueMessage } = notificationUseCasesFor(deps, log);
  return {
    async tell(text, dedupeKey) {
      const { contact } = await deps.siteProfile.current();
      const mobile = normalizeMobile(contact.mobile);
      if (mobile) await queueMessage.execute({ message: { channel: 'sms', to: mobile, body: text }, dedupeKey: `${dedupeKey}:sms` });
      const email = contact.email.trim();
      if (email) {
        const content = { title: 'تقویم شما خوانده نمی‌شود', paragraphs: [text], facts: [], links: [], notes: [] };
        await queueMessage.execute({ message: { channel: 'email', to: email, content }, dedupeKey: `${dedupeKey}:email` });
      }
    },
  };
}

export function outsideCalendarsUseCasesFor(deps: OutsideCalendarsDeps, log: NotificationLogger): OutsideCalendarsUseCases {
  return outsideCalendarsUseCases(deps.outsideCalendars, deps.clock, alertOf(deps, log));
}

export async function outsideCalendarsModuleRoutes(app: FastifyInstance, deps: OutsideCalendarsDeps): Promise<void> {
  await outsideCalendarsRoutes(outsideCalendarsUseCasesFor(deps, app.log))(app);
}

/** The job that reads every calendar, once across the processes. */
export function outsideCalendarsJobs(useCases: OutsideCalendarsUseCases, everyMs = OUTSIDE_CALENDARS_EVERY_MS): Job[] {
  return [{ name: 'outside-calendars', everyMs, run: () => useCases.refreshCalendars.execute() }];
}
