import type { BusinessSummary } from '../contracts/api/business-api';

/** The consultant's view of the practice. Rejections carry the Persian text to show. */
export interface BusinessRepository {
  summary(): Promise<BusinessSummary>;
}
