import type { FastifyInstance } from 'fastify';
import type { Job } from '../../jobs/job-runner';
import type { Clock } from '../../ports/clock';
import { outboxRoutes } from './http/outbox-routes';
import type { NotificationLogger } from './ports/notification-logger';
import type { NotificationPorts } from './ports/notifications-ports';
import { notificationUseCases, type NotificationUseCases } from './use-cases/notification-use-cases';

/**
 * The notifications module's public entry: messages by SMS and e-mail through an outbox.
 * Other modules send with `notificationUseCasesFor(...).queueMessage.execute({ message, dedupeKey })`;
 * the delivery job sends what is queued.
 */
export type { NotificationPorts, NotificationLogger };
export { notificationUseCases, type NotificationUseCases };
export { DeliveryError, type MessageChannel, type NotificationChannelChoice, type NotificationChannels } from './ports/message-channel';
export type {
  Attachment,
  ChannelName,
  EmailMessage,
  EmailRequest,
  MessageRequest,
  OutboundMessage,
  SmsMessage,
} from './ports/outbound-message';
export type { MailContent, MailFact, MailLink } from './ports/mail-content';
export { renderEmail } from './mail/render-email';
export type { MailSite } from './mail/mail-site';
export type { AttemptResult, NewOutboxEntry, OutboxEntry, OutboxStatus, OutboxStore } from './ports/outbox-store';
export type { QueueOutcome, QueueRequest } from './use-cases/queue-message';
export { MAX_ATTEMPTS, FIRST_RETRY_MS, type DeliveryReport } from './use-cases/deliver-due-messages';
export { OUTBOX_PAGE_SIZE, MAX_OUTBOX_PAGE } from './use-cases/list-outbox';

/** What the module uses of the server's dependencies. */
export interface NotificationDeps {
  notifications: NotificationPorts;
  clock: Clock;
  config: { publicUrl: string };
}

/** The use cases as the server's routes, jobs and other modules build them. */
export function notificationUseCasesFor(deps: NotificationDeps, log: NotificationLogger): NotificationUseCases {
  return notificationUseCases(deps.notifications, { clock: deps.clock, log, publicUrl: deps.config.publicUrl });
}

export async function notificationModuleRoutes(app: FastifyInstance, deps: NotificationDeps): Promise<void> {
  await outboxRoutes(notificationUseCasesFor(deps, app.log))(app);
}

/** How often queued messages are looked at: a confirmation should not wait long. */
export const DELIVER_EVERY_MS = 15 * 1000;

/** The module's jobs, for the server's job runner. */
export function notificationJobs(useCases: NotificationUseCases): Job[] {
  return [{ name: 'deliver-messages', everyMs: DELIVER_EVERY_MS, run: () => useCases.deliverDueMessages.execute() }];
}
