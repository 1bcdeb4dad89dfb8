import type { ReservationType } from '../../src/core/domain/reservation-type';
import type { ReservationTypeList, ReservationTypeRepository } from '../../src/core/ports/reservation-type-repository';

export class FakeReservationTypeRepository implements ReservationTypeRepository {
  /** what list() answers; an Error makes it throw */
  listAnswer: ReservationTypeList | Error;
  listCalls = 0;

  constructor(public types: ReservationType[] = []) {
    this.listAnswer = { success: true, data: types };
  }

  async list(): Promise<ReservationTypeList> {
    this.listCalls += 1;
    if (this.listAnswer instanceof Error) throw this.listAnswer;
    return this.listAnswer;
  }

  async get(id: string): Promise<ReservationType> {
    const type = this.types.find((candidate) => candidate._id === id);
    if (!type) throw new Error('نوع رزرو پیدا نشد');
    return type;
  }
}
