import type { BusinessSummary } from '../../contracts/api/business-api';
import type { BusinessRepository } from '../../ports/practice/business-repository';
import { attempt, type Outcome } from '../../domain/outcome';

/** The consultant's view of the practice: agenda, weekly and by-type totals, slot fill, open money. */
export class LoadBusinessSummary {
  constructor(private readonly business: BusinessRepository) {}

  execute(): Promise<Outcome<BusinessSummary>> {
    return attempt(() => this.business.summary(), '');
  }
}
