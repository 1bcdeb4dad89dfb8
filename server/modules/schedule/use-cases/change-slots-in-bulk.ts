import { toBusinessWallClock } from '../../../../src/core/domain/business-time';
import {
  bulkAppliedMessage,
  bulkRequestError,
  planBulkChange,
  targetRange,
  type BulkOutcome,
  type BulkRequest,
} from '../../../../src/core/domain/bulk-slot-change';
import { RESERVATION_TYPE_NOT_FOUND } from '../schedule-messages';
import { Refusal } from '../../refusal';
import { holdStartedAfter, type ScheduleContext } from './schedule-context';

/**
 * Removes or moves a range of slots, of one type or of all. The preview says what would change
 * and what is refused; applying decides again inside one transaction with the slots locked, so
 * a booking made since the preview still keeps its slot. A slot with a live booking never changes.
 */
export class ChangeSlotsInBulk {
  constructor(private readonly context: Pick<ScheduleContext, 'clock' | 'slots'>) {}

  preview(request: BulkRequest): Promise<BulkOutcome & { message: string }> {
    return this.run(request, true);
  }

  apply(request: BulkRequest): Promise<BulkOutcome & { message: string }> {
    return this.run(request, false);
  }

  private async run(request: BulkRequest, preview: boolean): Promise<BulkOutcome & { message: string }> {
    const error = bulkRequestError(request);
    if (error) throw new Refusal('invalid', error);
    const { typeId } = request.selection;
    if (typeId !== undefined && (await this.context.slots.lengthsOf([typeId])).length === 0) {
      throw new Refusal('not-found', RESERVATION_TYPE_NOT_FOUND);
    }
    const now = this.context.clock.now();
    const wall = toBusinessWallClock(now);
    const plan = await this.context.slots.changeInBulk(
      request.selection,
      targetRange(request.selection, request.change),
      holdStartedAfter(now),
      (found) => planBulkChange(found.slots, request.change, found.targets, wall),
      { preview, now },
    );
    return { ...plan.outcome, message: preview ? '' : bulkAppliedMessage(request.change, plan.outcome) };
  }
}
