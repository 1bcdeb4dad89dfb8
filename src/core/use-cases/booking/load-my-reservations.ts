import type { MyReservation } from '../../domain/my-reservation';
import type { MyReservationsRepository } from '../../ports/booking/my-reservations-repository';
import { refused, succeeded, type Outcome } from '../../domain/outcome';

export const MY_RESERVATIONS_LOAD_FAILED = 'دریافت رزروهای شما ممکن نشد؛ لطفاً دوباره تلاش کنید';

/** The user's reservations, newest first, or the Persian error to show. */
export class LoadMyReservations {
  constructor(private readonly repository: MyReservationsRepository) {}

  async execute(): Promise<Outcome<MyReservation[]>> {
    try {
      const reservations = await this.repository.listMine();
      return succeeded([...reservations].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt)));
    } catch {
      return refused(MY_RESERVATIONS_LOAD_FAILED);
    }
  }
}
