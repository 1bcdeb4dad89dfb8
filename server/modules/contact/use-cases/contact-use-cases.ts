import type { Clock } from '../../../ports/clock';
import type { ContactPorts } from '../ports/contact-ports';
import type { QueueToConsultant } from './contact-context';
import { ListContactMessages } from './list-contact-messages';
import { MarkContactAnswered } from './mark-contact-answered';
import { SendContactMessage } from './send-contact-message';

/** Every use case of the module, built once with the module's ports and the outbox's queue. */
export function contactUseCases(ports: ContactPorts, clock: Clock, queue: QueueToConsultant) {
  const context = { ...ports, clock, queue };
  return {
    sendContactMessage: new SendContactMessage(context),
    listContactMessages: new ListContactMessages(context),
    markContactAnswered: new MarkContactAnswered(context),
  };
}

export type ContactUseCases = ReturnType<typeof contactUseCases>;
