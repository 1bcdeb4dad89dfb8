import * as v from 'valibot';
import { endpoint } from '../endpoint';

/** What the outbox call answers when its page is not a page number. */
export const NOTIFICATION_REQUEST_MESSAGES = {
  invalidPage: 'شماره صفحه باید عددی صحیح و مثبت باشد',
} as const;

/** One message as the consultant's outbox shows it; the attachments by name only. */
export interface OutboxMessageView {
  id: string;
  channel: 'sms' | 'email';
  recipient: string;
  subject: string | null;
  body: string;
  attachments: string[];
  /** queued: waiting to be sent; sent: the provider took it; failed: given up; kept: no provider, kept here */
  status: 'queued' | 'sent' | 'failed' | 'kept';
  attempts: number;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
}

export interface OutboxAnswer {
  success: true;
  messages: OutboxMessageView[];
  page: number;
  hasMore: boolean;
  /** which channels have a provider configured; without one, that channel's messages stay here unsent */
  providers: { sms: boolean; email: boolean };
}

/** An absent page is the first; anything but 1 to 9 digits is refused. */
const page = v.optional(
  v.pipe(
    v.string(NOTIFICATION_REQUEST_MESSAGES.invalidPage),
    v.regex(/^[1-9]\d{0,8}$/, NOTIFICATION_REQUEST_MESSAGES.invalidPage),
    v.transform(Number),
  ),
);

/** The notifications module's endpoints: the consultant's outbox. */
export const notificationsApi = {
  outbox: endpoint<OutboxAnswer>()({ method: 'GET', path: '/api/admin/outbox', query: v.object({ page }) }),
};
