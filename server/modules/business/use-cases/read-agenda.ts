import { AGENDA_LIMIT, type AgendaAnswer } from '../../../../src/core/contracts/api/business-api';
import type { DateRange } from '../../../../src/core/domain/business-weeks';
import type { BusinessReads } from '../ports/business-reads';

/**
 * The consultant's agenda for a day or a week (the contract's query refuses longer ranges): the
 * confirmed sessions with their customer, type and session mode, read as the business view reads its own.
 */
export class ReadAgenda {
  constructor(private readonly reads: BusinessReads) {}

  async execute(range: DateRange): Promise<Omit<AgendaAnswer, 'success'>> {
    const sessions = await this.reads.agenda(range, AGENDA_LIMIT + 1);
    return { range, sessions: sessions.slice(0, AGENDA_LIMIT), truncated: sessions.length > AGENDA_LIMIT };
  }
}
