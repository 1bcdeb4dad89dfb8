import { AGENDA_BLOCKED_LIMIT, AGENDA_LIMIT, type AgendaAnswer } from '../../../../src/core/contracts/api/business-api';
import type { DateRange } from '../../../../src/core/domain/business-weeks';
import { PENDING_HOLD_MS } from '../../../../src/core/domain/limits';
import type { Clock } from '../../../ports/clock';
import type { BusinessPorts } from '../ports/business-ports';

/**
 * The consultant's agenda for a day or a week (the contract's query refuses longer ranges): the
 * confirmed sessions with their customer, type and session mode, read as the business view reads
 * its own; and the empty slots of its days that the consultant's own calendars block, so they see
 * what customers are not offered. Each list is bounded and says when it was cut.
 */
export class ReadAgenda {
  constructor(
    private readonly ports: Pick<BusinessPorts, 'reads' | 'blocked'>,
    private readonly clock: Clock,
  ) {}

  async execute(range: DateRange): Promise<Omit<AgendaAnswer, 'success'>> {
    const holdsSince = new Date(this.clock.now().getTime() - PENDING_HOLD_MS);
    const [sessions, blocked] = await Promise.all([
      this.ports.reads.agenda(range, AGENDA_LIMIT + 1),
      this.ports.blocked.blockedSlots(range, holdsSince, AGENDA_BLOCKED_LIMIT + 1),
    ]);
    return {
      range,
      sessions: sessions.slice(0, AGENDA_LIMIT),
      truncated: sessions.length > AGENDA_LIMIT,
      blocked: blocked.slice(0, AGENDA_BLOCKED_LIMIT),
      blockedTruncated: blocked.length > AGENDA_BLOCKED_LIMIT,
    };
  }
}
