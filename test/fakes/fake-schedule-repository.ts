import type { AdminReservationType, ReservationTypeInput } from '../../src/core/domain/reservation-type-admin';
import type { ScheduleSlot, SlotOccupancy, TemplateResult } from '../../src/core/domain/schedule-slot';
import { expandWeeklyTemplate } from '../../src/core/domain/weekly-template';
import type { ScheduleRepository, TemplateRequest } from '../../src/core/ports/schedule-repository';

/**
 * The schedule API in memory, with the server's rules that views and use cases rely on:
 * templates skip existing and passed days, a held slot cannot be removed, a booked type
 * cannot be deleted. Set `failWith` to make the next call reject with that message.
 */
export class FakeScheduleRepository implements ScheduleRepository {
  types: AdminReservationType[];
  slots: Array<ScheduleSlot & { typeId: string }> = [];
  /** the first day that has not passed (YYYY-MM-DD) */
  today = '2026-11-22';
  failWith: string | null = null;
  templateCalls: Array<{ typeId: string; template: TemplateRequest }> = [];
  private nextId = 1;

  constructor(types: AdminReservationType[] = []) {
    this.types = types.map((type) => ({ ...type }));
  }

  async listTypes(): Promise<AdminReservationType[]> {
    this.failIfAsked();
    return this.types.map((type) => ({ ...type, upcomingSlotCount: this.slots.filter((slot) => slot.typeId === type._id && slot.date >= this.today).length }));
  }

  async createType(input: ReservationTypeInput): Promise<AdminReservationType> {
    this.failIfAsked();
    const type = { _id: `type-${this.nextId++}`, ...input, isActive: true, reservationCount: 0, upcomingSlotCount: 0 };
    this.types.push(type);
    return { ...type };
  }

  async updateType(id: string, input: ReservationTypeInput): Promise<AdminReservationType> {
    const type = this.typeOrFail(id);
    Object.assign(type, input);
    return { ...type };
  }

  async setTypeActive(id: string, active: boolean): Promise<AdminReservationType> {
    const type = this.typeOrFail(id);
    type.isActive = active;
    return { ...type };
  }

  async deleteType(id: string): Promise<void> {
    const type = this.typeOrFail(id);
    if (type.reservationCount > 0) throw new Error('این نوع رزرو، رزرو ثبت‌شده دارد و حذف نمی‌شود؛ می‌توانید آن را غیرفعال کنید');
    this.types = this.types.filter((candidate) => candidate._id !== id);
    this.slots = this.slots.filter((slot) => slot.typeId !== id);
  }

  async listSlots(typeId: string, fromDate: string, toDate: string): Promise<ScheduleSlot[]> {
    this.typeOrFail(typeId);
    return this.slots
      .filter((slot) => slot.typeId === typeId && slot.date >= fromDate && slot.date <= toDate)
      .sort((a, b) => `${a.date} ${a.time}`.localeCompare(`${b.date} ${b.time}`))
      .map(({ typeId: _typeId, ...slot }) => slot);
  }

  async applyTemplate(typeId: string, template: TemplateRequest): Promise<TemplateResult & { message: string }> {
    this.typeOrFail(typeId);
    this.templateCalls.push({ typeId, template });
    const named = expandWeeklyTemplate({ from: template.fromDate, to: template.toDate, weekdays: template.weekdays, times: template.times });
    let created = 0;
    for (const slot of named) {
      if (slot.date < this.today || this.has(typeId, slot.date, slot.time)) continue;
      this.put(typeId, slot.date, slot.time);
      created += 1;
    }
    return { created, skipped: named.length - created, message: `${created} زمان افزوده شد` };
  }

  async addSlot(typeId: string, date: string, time: string): Promise<ScheduleSlot> {
    this.typeOrFail(typeId);
    if (this.has(typeId, date, time)) throw new Error('این زمان قبلاً برای این نوع رزرو ثبت شده است');
    const { typeId: _typeId, ...slot } = this.put(typeId, date, time);
    return slot;
  }

  async removeSlot(typeId: string, slotId: string): Promise<void> {
    this.failIfAsked();
    const slot = this.slots.find((candidate) => candidate._id === slotId && candidate.typeId === typeId);
    if (!slot) throw new Error('این زمان پیدا نشد');
    if (slot.occupancy !== 'free') throw new Error('این زمان رزرو قطعی یا در حال پرداخت دارد و حذف نمی‌شود؛ ابتدا رزرو را از «همه رزروها» لغو کنید');
    this.slots = this.slots.filter((candidate) => candidate !== slot);
  }

  /** Puts a slot in directly, as a test's starting state. */
  put(typeId: string, date: string, time: string, occupancy: SlotOccupancy = 'free') {
    const slot = { _id: `slot-${this.nextId++}`, typeId, date, time, occupancy };
    this.slots.push(slot);
    return slot;
  }

  private has(typeId: string, date: string, time: string): boolean {
    return this.slots.some((slot) => slot.typeId === typeId && slot.date === date && slot.time === time);
  }

  private typeOrFail(id: string): AdminReservationType {
    this.failIfAsked();
    const type = this.types.find((candidate) => candidate._id === id);
    if (!type) throw new Error('نوع رزرو پیدا نشد');
    return type;
  }

  private failIfAsked(): void {
    if (this.failWith) throw new Error(this.failWith);
  }
}
