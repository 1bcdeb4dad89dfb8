import type { AdminReservationType, ReservationTypeInput } from '../../../../src/core/domain/reservation-type-admin';

/** The consultant's reservation types, with the counts the admin list shows. */
export interface ReservationTypeStore {
  /** every type in display order, counting its reservations and its slots from `today` on */
  listAll(today: string): Promise<AdminReservationType[]>;
  find(id: string, today: string): Promise<AdminReservationType | null>;
  exists(id: string): Promise<boolean>;
  /** answers the new type's id; a new type is active */
  create(input: ReservationTypeInput, now: Date): Promise<string>;
  /** false when there is no such type */
  update(id: string, input: ReservationTypeInput, now: Date): Promise<boolean>;
  /** false when there is no such type */
  setActive(id: string, isActive: boolean, now: Date): Promise<boolean>;
  /**
   * Deletes a type and its slots only while no reservation names it, even one made while
   * deleting: a type that was ever booked stays, for its bookings' sake.
   */
  deleteUnbooked(id: string): Promise<'deleted' | 'missing' | 'booked'>;
}
