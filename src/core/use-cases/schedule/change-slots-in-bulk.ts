import { bulkRequestError, type BulkOutcome, type BulkRequest } from '../../domain/bulk-slot-change';
import type { ScheduleRepository } from '../../ports/schedule/schedule-repository';
import { attempt, refused, type Outcome } from '../../domain/outcome';

/** Removes or moves a range of slots: first what it would do, then (decided again by the server) what it did. */
export class ChangeSlotsInBulk {
  constructor(private readonly schedule: ScheduleRepository) {}

  async preview(request: BulkRequest): Promise<Outcome<BulkOutcome>> {
    const error = bulkRequestError(request);
    if (error) return refused(error);
    return attempt(() => this.schedule.previewBulkChange(request), '');
  }

  async apply(request: BulkRequest): Promise<Outcome<BulkOutcome>> {
    const error = bulkRequestError(request);
    if (error) return refused(error);
    const outcome = await attempt(
      () => this.schedule.applyBulkChange(request),
      (answer) => answer.message,
    );
    if (!outcome.ok) return outcome;
    const { message: _message, ...result } = outcome.value;
    return { ok: true, value: result, message: outcome.message };
  }
}
