import {
  checkContactForm,
  CONTACT_KINDS,
  CONTACT_MESSAGES,
  type ContactFormInput,
  type ContactKind,
  type ContactMessageInput,
} from '../../../../src/core/domain/contact-message';
import { normalizeMobile } from '../../../../src/core/domain/mobile-number';
import { contactNoticeEmail, contactNoticeSms, type ContactNoticeText } from '../../notices';
import type { StoredContactMessage } from '../ports/contact-message-store';
import type { ContactContext } from './contact-context';
import { Refusal } from '../../refusal';

export const CONTACT_WINDOW_MS = 60 * 60 * 1000;
/** messages kept from one client address in an hour: enough for a person, too few for a flood */
export const MAX_SENDS_PER_ADDRESS = 5;
/** a tracking number taken already is drawn again, this many times at most */
const TRACKING_DRAWS = 5;

export interface ContactSubmission {
  form: ContactFormInput;
  /** the hidden field: anything in it means a robot filled the form */
  trap: string;
  /** the client's address, for the limit */
  address: string;
}

export interface ContactSent {
  kind: ContactKind;
  trackingNumber: string;
}

/**
 * A visitor's message or complaint from /contact: checked, counted against the sender's
 * address, kept, and sent on to the consultant's mobile and e-mail through the outbox. A form
 * whose hidden field is filled is answered as if sent, and nothing is kept, counted or sent.
 */
export class SendContactMessage {
  constructor(
    private readonly context: Pick<ContactContext, 'clock' | 'messages' | 'profile' | 'queue' | 'sendsByAddress' | 'trackingNumbers'>,
  ) {}

  async execute(submission: ContactSubmission): Promise<ContactSent> {
    const { trackingNumbers, sendsByAddress, clock } = this.context;
    if (submission.trap.trim() !== '') {
      return { kind: CONTACT_KINDS.find((kind) => kind === submission.form.kind) ?? 'message', trackingNumber: trackingNumbers.next() };
    }
    const checked = checkContactForm(submission.form);
    if (!checked.ok) throw new Refusal('invalid', Object.values(checked.problems)[0] ?? CONTACT_MESSAGES.kindInvalid);
    const waitMs = await sendsByAddress.retryAfterMs(submission.address, MAX_SENDS_PER_ADDRESS);
    if (waitMs > 0) {
      const minutes = Math.ceil(waitMs / 60000);
      throw new Refusal('too-many', CONTACT_MESSAGES.tooMany(minutes), {}, Math.ceil(waitMs / 1000));
    }
    await sendsByAddress.add(submission.address);
    const stored = await this.keep(checked.value, clock.now());
    await this.tellConsultant(stored);
    return { kind: stored.kind, trackingNumber: stored.trackingNumber };
  }

  private async keep(message: ContactMessageInput, at: Date): Promise<StoredContactMessage> {
    for (let draw = 0; draw < TRACKING_DRAWS; draw += 1) {
      const stored = await this.context.messages.add({ ...message, trackingNumber: this.context.trackingNumbers.next(), at });
      if (stored) return stored;
    }
    throw new Error('no free tracking number after several draws');
  }

  /** The consultant's mobile gets an SMS and their e-mail the whole message, whichever the profile has. */
  private async tellConsultant(stored: StoredContactMessage): Promise<void> {
    const { contact, siteName } = await this.context.profile.current();
    const text: ContactNoticeText = {
      siteName,
      kind: stored.kind,
      trackingNumber: stored.trackingNumber,
      name: stored.name,
      mobile: stored.mobile,
      email: stored.email,
      text: stored.text,
      receivedAt: stored.createdAt,
    };
    const mobile = normalizeMobile(contact.mobile);
    if (mobile) await this.context.queue({ channel: 'sms', to: mobile, body: contactNoticeSms(text) }, `contact-sms:${stored.id}`);
    if (contact.email.trim() !== '')
      await this.context.queue(
        { channel: 'email', to: contact.email.trim(), content: contactNoticeEmail(text) },
        `contact-email:${stored.id}`,
      );
  }
}
