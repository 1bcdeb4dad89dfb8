import type { AdminReservationType, ReservationTypeInput } from '../domain/reservation-type-admin';
import type { ScheduleSlot, TemplateResult } from '../domain/schedule-slot';

/** A weekly template as the API takes it: Gregorian YYYY-MM-DD ends, Persian weekdays (Saturday 0), HH:mm times. */
export interface TemplateRequest {
  fromDate: string;
  toDate: string;
  weekdays: number[];
  times: string[];
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
  applyTemplate(typeId: string, template: TemplateRequest): Promise<TemplateResult & { message: string }>;
  addSlot(typeId: string, date: string, time: string): Promise<ScheduleSlot>;
  removeSlot(typeId: string, slotId: string): Promise<void>;
}
