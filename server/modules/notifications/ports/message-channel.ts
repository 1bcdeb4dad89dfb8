import type { EmailMessage, SmsMessage } from './outbound-message';

/**
 * Why a send did not happen. `permanent` when trying again cannot help (the provider refused
 * this recipient or this text); otherwise the outbox tries again later.
 */
export class DeliveryError extends Error {
  /** `code`: the provider's own answer code (Kavenegar's status, the SMTP reply, nodemailer's error code), for the consultant's test button */
  constructor(
    message: string,
    readonly permanent: boolean,
    readonly code: number | string | null = null,
  ) {
    super(message);
    this.name = 'DeliveryError';
  }
}

/** One way out of the site: a provider that takes a message or throws a DeliveryError. */
export interface MessageChannel<M> {
  send(message: M): Promise<void>;
}

/** The configured providers; a channel left null keeps its messages in the outbox for the consultant to read. */
export interface NotificationChannels {
  sms: MessageChannel<SmsMessage> | null;
  email: MessageChannel<EmailMessage> | null;
}

/** The providers as chosen for each use from settings that may change while the server runs (a key saved in the dashboard). */
export interface NotificationChannelChoice {
  current(): Promise<NotificationChannels>;
}
