import type { AgendaAnswer, BusinessSummary } from '../../contracts/api/business-api';
import type { DateRange } from '../../domain/business-weeks';

/** The consultant's view of the practice. Rejections carry the Persian text to show. */
export interface BusinessRepository {
  summary(): Promise<BusinessSummary>;
  /** the sessions of one to seven days, and their empty slots the consultant's own calendars block */
  agenda(range: DateRange): Promise<Omit<AgendaAnswer, 'success'>>;
}
