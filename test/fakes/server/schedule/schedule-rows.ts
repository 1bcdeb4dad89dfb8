import type { AdminBooking } from '../../../../src/core/domain/admin-booking';
import type { ReservationTypeInput } from '../../../../src/core/domain/reservation-type-admin';

/** A reservation type as the in-memory stores keep it. */
export interface TypeRow extends ReservationTypeInput {
  id: string;
  isActive: boolean;
  createdAt: Date;
  updatedAt: Date;
}

export interface SlotRow {
  id: string;
  typeId: string;
  date: string;
  time: string;
  createdAt: Date;
}

/** A reservation as the bookings table shows it, with when it was made (holds lapse six minutes after). */
export type ReservationRow = Omit<AdminBooking, 'reservationTypeTitle' | 'createdAt'> & { createdAt: Date };

/**
 * The schedule's tables in memory, shared by its fakes as the database is shared by its
 * adapters: every type's slots and every reservation lie on one calendar.
 */
export class ScheduleRows {
  readonly types: TypeRow[] = [];
  readonly slots: SlotRow[] = [];
  readonly reservations: ReservationRow[] = [];

  /** the types in the order customers and the admin see them */
  typesInOrder(): TypeRow[] {
    return [...this.types].sort((a, b) => a.displayOrder - b.displayOrder || a.createdAt.getTime() - b.createdAt.getTime());
  }

  type(id: string): TypeRow | undefined {
    return this.types.find((type) => type.id === id);
  }

  /** what holds a date and time now: a confirmed reservation, or a hold that began after `holdStartedAfter` */
  occupancy(date: string, time: string, holdStartedAfter: Date): 'free' | 'held' | 'booked' {
    const here = this.reservations.filter((row) => row.date === date && row.time === time);
    if (here.some((row) => row.status === 'confirmed')) return 'booked';
    if (here.some((row) => row.status === 'pending' && row.createdAt > holdStartedAfter)) return 'held';
    return 'free';
  }
}

/** Date then time, as the calendar reads them. */
export const byDateTime = (a: { date: string; time: string }, b: { date: string; time: string }) =>
  `${a.date} ${a.time}`.localeCompare(`${b.date} ${b.time}`);
