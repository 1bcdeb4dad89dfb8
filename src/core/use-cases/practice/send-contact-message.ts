import { checkContactForm, contactReceipt, type ContactField, type ContactFormInput, type ContactKind } from '../../domain/contact-message';
import type { ContactRepository } from '../../ports/practice/contact-repository';
import { UNKNOWN_FAILURE } from '../../domain/outcome';

export type ContactSendResult =
  | { ok: true; kind: ContactKind; trackingNumber: string; message: string }
  | { ok: false; problems: Partial<Record<ContactField, string>> }
  | { ok: false; message: string };

/**
 * A visitor's message or complaint from /contact: the form's rules are checked here first, so a
 * visitor reads each field's Persian problem at once; the server checks them again.
 */
export class SendContactMessage {
  constructor(private readonly contact: ContactRepository) {}

  async execute(form: ContactFormInput, website: string): Promise<ContactSendResult> {
    if (website === '') {
      const checked = checkContactForm(form);
      if (!checked.ok) return { ok: false, problems: checked.problems };
    }
    try {
      const sent = await this.contact.send({ ...form, website });
      return { ok: true, ...sent, message: contactReceipt(sent.kind, sent.trackingNumber) };
    } catch (error) {
      return { ok: false, message: error instanceof Error && error.message ? error.message : UNKNOWN_FAILURE };
    }
  }
}
