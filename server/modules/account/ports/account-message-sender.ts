import type { MessageRequest } from '../../notifications';

/** Sends the account's messages (a reset link, a code); the notifications module queues them. */
export interface AccountMessageSender {
  send(message: MessageRequest): Promise<void>;
}
