import { randomUUID } from 'node:crypto';
import type { ReservationTypeStore } from '../../../../server/modules/schedule';
import type { AdminReservationType, ReservationTypeInput } from '../../../../src/core/domain/reservation-type-admin';
import type { ScheduleRows, TypeRow } from './schedule-rows';

/** The reservation types in memory, counted against the shared rows as the database counts them. */
export class InMemoryReservationTypeStore implements ReservationTypeStore {
  constructor(private readonly rows: ScheduleRows) {}

  async listAll(today: string): Promise<AdminReservationType[]> {
    return this.rows.typesInOrder().map((type) => this.toAdmin(type, today));
  }

  async find(id: string, today: string): Promise<AdminReservationType | null> {
    const type = this.rows.type(id);
    return type ? this.toAdmin(type, today) : null;
  }

  async exists(id: string): Promise<boolean> {
    return this.rows.type(id) !== undefined;
  }

  async create(input: ReservationTypeInput, now: Date): Promise<string> {
    const id = randomUUID();
    this.takePopularMark(input);
    this.rows.types.push({ ...input, includedServices: [...input.includedServices], id, isActive: true, createdAt: now, updatedAt: now });
    return id;
  }

  async update(id: string, input: ReservationTypeInput, now: Date): Promise<boolean> {
    const type = this.rows.type(id);
    if (!type) return false;
    this.takePopularMark(input);
    Object.assign(type, { ...input, includedServices: [...input.includedServices], updatedAt: now });
    return true;
  }

  async setActive(id: string, isActive: boolean, now: Date): Promise<boolean> {
    const type = this.rows.type(id);
    if (!type) return false;
    Object.assign(type, { isActive, updatedAt: now });
    return true;
  }

  async deleteUnbooked(id: string): Promise<'deleted' | 'missing' | 'booked'> {
    if (!this.rows.type(id)) return 'missing';
    if (this.rows.reservations.some((row) => row.reservationTypeId === id)) return 'booked';
    this.rows.types.splice(
      this.rows.types.findIndex((type) => type.id === id),
      1,
    );
    for (let index = this.rows.slots.length - 1; index >= 0; index -= 1) {
      if (this.rows.slots[index].typeId === id) this.rows.slots.splice(index, 1);
    }
    return 'deleted';
  }

  /** at most one type is popular, as the database's unique index keeps it */
  private takePopularMark(input: ReservationTypeInput): void {
    if (input.popular) for (const other of this.rows.types) other.popular = false;
  }

  private toAdmin(type: TypeRow, today: string): AdminReservationType {
    return {
      _id: type.id,
      title: type.title,
      description: type.description,
      price: type.price,
      includedServices: [...type.includedServices],
      displayOrder: type.displayOrder,
      isActive: type.isActive,
      session: { ...type.session },
      durationMinutes: type.durationMinutes,
      bufferMinutes: type.bufferMinutes,
      popular: type.popular,
      reservationCount: this.rows.reservations.filter((row) => row.reservationTypeId === type.id).length,
      upcomingSlotCount: this.rows.slots.filter((slot) => slot.typeId === type.id && slot.date >= today).length,
    };
  }
}
