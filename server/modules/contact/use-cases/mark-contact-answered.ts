import { CONTACT_MESSAGES } from '../../../../src/core/domain/contact-message';
import type { ContactContext } from './contact-context';
import { Refusal } from '../../refusal';

/** The consultant marks a message answered; marking it again keeps the first time. */
export class MarkContactAnswered {
  constructor(private readonly context: Pick<ContactContext, 'messages' | 'clock'>) {}

  async execute(id: string): Promise<string> {
    if (!(await this.context.messages.markAnswered(id, this.context.clock.now())))
      throw new Refusal('not-found', CONTACT_MESSAGES.notFound);
    return CONTACT_MESSAGES.answered;
  }
}
