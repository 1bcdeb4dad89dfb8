import * as v from 'valibot';
import {
  CONTACT_MESSAGES,
  CONTACT_NAME_MAX,
  CONTACT_TEXT_MAX,
  TRACKING_NUMBER_PATTERN,
  type ContactKind,
} from '../../domain/contact-message';
import { latinDigits } from '../../domain/mobile-number';
import { endpoint } from '../endpoint';
import { storableText } from '../text-rules';

/** A message or complaint as the consultant's list shows it. */
export interface ContactMessageView {
  id: string;
  trackingNumber: string;
  kind: ContactKind;
  name: string;
  mobile: string | null;
  email: string | null;
  text: string;
  createdAt: string;
  /** when the consultant marked it answered; null while it waits */
  answeredAt: string | null;
}

export interface ContactMessagesAnswer {
  success: true;
  messages: ContactMessageView[];
  page: number;
  hasMore: boolean;
}

export interface ContactSentAnswer {
  success: true;
  kind: ContactKind;
  trackingNumber: string;
  message: string;
}

/** A field as sent: absent reads as empty; anything but storable text of a bounded length is refused in Persian. */
const field = (tooLong: string, max: number) => v.optional(v.pipe(storableText(tooLong), v.maxLength(max, tooLong)), '');

/**
 * The form as the browser sends it, with the app or without: every field a bounded string. The
 * rules (a name, a mobile or an e-mail, the kind, the text's length) are the use case's.
 */
const contactForm = v.object({
  name: field(CONTACT_MESSAGES.nameTooLong, CONTACT_NAME_MAX * 2),
  mobile: field(CONTACT_MESSAGES.mobileInvalid, 40),
  email: field(CONTACT_MESSAGES.emailInvalid, 320),
  kind: field(CONTACT_MESSAGES.kindInvalid, 20),
  text: field(CONTACT_MESSAGES.textTooLong, CONTACT_TEXT_MAX * 2),
  website: v.optional(v.string(), ''),
});

const page = v.optional(
  v.pipe(v.string(CONTACT_MESSAGES.invalidPage), v.regex(/^[1-9]\d{0,8}$/, CONTACT_MESSAGES.invalidPage), v.transform(Number)),
);

const messagesQuery = v.object({
  page,
  /** `1`: complaints only */
  complaints: v.optional(v.picklist(['1', '0'], CONTACT_MESSAGES.invalidFilter)),
  tracking: v.optional(
    v.pipe(
      v.string(CONTACT_MESSAGES.invalidTracking),
      v.transform((typed: string) => latinDigits(typed).trim()),
      v.regex(TRACKING_NUMBER_PATTERN, CONTACT_MESSAGES.invalidTracking),
    ),
  ),
});

/** The contact module's endpoints: a visitor's message or complaint, and the consultant's list of them. */
export const contactApi = {
  send: endpoint<ContactSentAnswer>()({ method: 'POST', path: '/api/contact', body: contactForm }),
  messages: endpoint<ContactMessagesAnswer>()({ method: 'GET', path: '/api/admin/contact-messages', query: messagesQuery }),
  markAnswered: endpoint<{ success: true; message: string }>()({ method: 'POST', path: '/api/admin/contact-messages/:id/answered' }),
} satisfies Record<string, ReturnType<ReturnType<typeof endpoint>>>;
