import type { ReservationType } from '../../../../src/core/domain/reservation-type';

/** The active reservation types as customers see them, each with its slots from a date on. */
export interface OfferedTypeReads {
  /** the active types in display order */
  listActive(fromDate: string): Promise<ReservationType[]>;
  /** null when there is no such active type */
  findActive(id: string, fromDate: string): Promise<ReservationType | null>;
}
