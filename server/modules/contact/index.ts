import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../ports/clock';
import { notificationUseCasesFor, type NotificationLogger, type NotificationPorts } from '../notifications';
import { contactFormRoutes } from './http/contact-form-routes';
import { contactRoutes } from './http/contact-routes';
import type { ContactPorts } from './ports/contact-ports';
import type { QueueToConsultant } from './use-cases/contact-context';
import { contactUseCases, type ContactUseCases } from './use-cases/contact-use-cases';

/**
 * The contact module's public entry: visitors' messages and complaints from /contact (the
 * site's complaints channel), kept for the consultant and sent on to them through the outbox.
 */
export type { ContactPorts } from './ports/contact-ports';
export type { ContactMessageStore, StoredContactMessage, ContactMessageQuery } from './ports/contact-message-store';
export type { TrackingNumbers } from './ports/tracking-numbers';
export { contactUseCases, type ContactUseCases };
export { CONTACT_WINDOW_MS, MAX_SENDS_PER_ADDRESS } from './use-cases/send-contact-message';
export { CONTACT_PAGE_SIZE, MAX_CONTACT_PAGE } from './use-cases/list-contact-messages';

/** The scope of the limit's counting rows (limit_windows), for the counter and its pruning. */
export const CONTACT_LIMIT_SCOPE = 'contact';

/** What the module uses of the server's dependencies. */
export interface ContactDeps {
  contact: ContactPorts;
  notifications: NotificationPorts;
  clock: Clock;
  config: { publicUrl: string };
}

/** The use cases as the routes build them: messages to the consultant go out through the outbox. */
export function contactUseCasesFor(deps: ContactDeps, log: NotificationLogger): ContactUseCases {
  const { queueMessage } = notificationUseCasesFor(deps, log);
  const queue: QueueToConsultant = (message, dedupeKey) => queueMessage.execute({ message, dedupeKey });
  return contactUseCases(deps.contact, deps.clock, queue);
}

export async function contactModuleRoutes(app: FastifyInstance, deps: ContactDeps): Promise<void> {
  const useCases = contactUseCasesFor(deps, app.log);
  await contactRoutes(useCases)(app);
  await contactFormRoutes(useCases)(app);
}
