import type { AdminReservationType, ReservationTypeInput } from '../../domain/reservation-type-admin';
import type { TemplateHours } from '../../domain/availability-template';
import type { BulkOutcome, BulkRequest } from '../../domain/bulk-slot-change';
import type { ScheduleSlot, TemplateResult } from '../../domain/schedule-slot';
import type { SlotOverlaps } from '../../domain/slot-overlap';

/** One availability for several types as the API takes it: Gregorian YYYY-MM-DD ends, hours per Persian weekday (Saturday 0). */
export interface TemplateRequest {
  typeIds: string[];
  fromDate: string;
  toDate: string;
  hours: TemplateHours[];
}

/**
 * The admin's calls for reservation types and their slots. Every method rejects with an Error
 * whose message is the Persian text to show.
 */
export interface ScheduleRepository {
  listTypes(): Promise<AdminReservationType[]>;
  createType(input: ReservationTypeInput): Promise<AdminReservationType>;
  updateType(id: string, input: ReservationTypeInput): Promise<AdminReservationType>;
  setTypeActive(id: string, active: boolean): Promise<AdminReservationType>;
  deleteType(id: string): Promise<void>;
  listSlots(typeId: string, fromDate: string, toDate: string): Promise<ScheduleSlot[]>;
  applyAvailability(template: TemplateRequest): Promise<TemplateResult & { message: string }>;
  addSlot(typeId: string, date: string, time: string): Promise<ScheduleSlot & { overlaps: SlotOverlaps }>;
  removeSlot(typeId: string, slotId: string): Promise<void>;
  previewBulkChange(request: BulkRequest): Promise<BulkOutcome>;
  applyBulkChange(request: BulkRequest): Promise<BulkOutcome & { message: string }>;
}
