import type { MyReservation } from '../../domain/my-reservation';

/** GET /api/reservations/mine: the signed-in user's reservations, newest first. */
export interface MyReservationsRepository {
  listMine(): Promise<MyReservation[]>;
}
