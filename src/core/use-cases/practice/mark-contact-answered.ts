import type { ContactRepository } from '../../ports/practice/contact-repository';
import { attempt, type Outcome } from '../../domain/outcome';

/** The consultant marks a visitor's message answered. */
export class MarkContactAnswered {
  constructor(private readonly contact: ContactRepository) {}

  execute(id: string): Promise<Outcome<string>> {
    return attempt(
      () => this.contact.markAnswered(id),
      (message) => message,
    );
  }
}
