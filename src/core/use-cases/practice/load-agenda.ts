import type { AgendaAnswer } from '../../contracts/api/business-api';
import { agendaRangeRefusal } from '../../domain/agenda-range';
import type { DateRange } from '../../domain/business-weeks';
import type { BusinessRepository } from '../../ports/practice/business-repository';
import { attempt, refused, type Outcome } from '../../domain/outcome';

export type Agenda = Omit<AgendaAnswer, 'success'>;

/** The consultant's sessions of one day or one week. */
export class LoadAgenda {
  constructor(private readonly business: BusinessRepository) {}

  execute(range: DateRange): Promise<Outcome<Agenda>> {
    const refusal = agendaRangeRefusal(range);
    if (refusal) return Promise.resolve(refused(refusal));
    return attempt(() => this.business.agenda(range), '');
  }
}
