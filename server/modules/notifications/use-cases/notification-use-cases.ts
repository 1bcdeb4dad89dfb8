import type { Clock } from '../../../ports/clock';
import type { NotificationLogger } from '../ports/notification-logger';
import type { NotificationPorts } from '../ports/notifications-ports';
import { DeliverDueMessages } from './deliver-due-messages';
import { ListOutbox } from './list-outbox';
import { QueueMessage } from './queue-message';

/** Every use case of the module, built on one context. */
export interface NotificationUseCases {
  queueMessage: QueueMessage;
  deliverDueMessages: DeliverDueMessages;
  listOutbox: ListOutbox;
}

export function notificationUseCases(
  ports: NotificationPorts,
  settings: { clock: Clock; log: NotificationLogger; publicUrl: string },
): NotificationUseCases {
  const context = { ...ports, ...settings };
  return {
    queueMessage: new QueueMessage(context),
    deliverDueMessages: new DeliverDueMessages(context),
    listOutbox: new ListOutbox(context),
  };
}
