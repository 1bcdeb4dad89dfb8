import type { EmailMessage, EmailRequest } from '../ports/outbound-message';
import { mailHtml } from './mail-html';
import type { MailSite } from './mail-site';
import { mailSubject, mailText } from './mail-text';

/** An e-mail as asked for, written out for sending: its subject, its text part and its HTML part, in the site's name. */
export function renderEmail(request: EmailRequest, site: MailSite): EmailMessage {
  const email: EmailMessage = {
    channel: 'email',
    to: request.to,
    subject: mailSubject(request.content, site),
    body: mailText(request.content, site),
    html: mailHtml(request.content, site),
  };
  if (request.attachments?.length) email.attachments = request.attachments;
  return email;
}
