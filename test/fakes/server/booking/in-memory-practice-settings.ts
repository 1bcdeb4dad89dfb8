import { DEFAULT_CHANGE_NOTICE_HOURS } from '../../../../src/core/domain/customer-change';
import type { PracticeSettings } from '../../../../server/modules/booking';

/** The consultant's settings in memory, 24 hours' notice unless a test sets another. */
export class InMemoryPracticeSettings implements PracticeSettings {
  noticeHours = DEFAULT_CHANGE_NOTICE_HOURS;

  async changeNoticeHours(): Promise<number> {
    return this.noticeHours;
  }

  async setChangeNoticeHours(hours: number): Promise<void> {
    this.noticeHours = hours;
  }
}
