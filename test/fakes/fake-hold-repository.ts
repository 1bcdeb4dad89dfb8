import type { CustomerHold } from '../../src/core/domain/money-contract';
import type { HoldRepository } from '../../src/core/ports/booking/hold-repository';

/** The customer's hold in memory; release answers as the test says and drops the hold. */
export class FakeHoldRepository implements HoldRepository {
  myHoldCalls = 0;
  released: string[] = [];
  /** what release() answers; an Error makes it reject with that error */
  releaseAnswer: string | Error = 'رزرو لغو شد و این زمان برای دیگران آزاد است';
  /** when set, myHold() rejects with it */
  myHoldFailure: Error | null = null;

  constructor(public hold: CustomerHold | null = null) {}

  async myHold(): Promise<CustomerHold | null> {
    this.myHoldCalls += 1;
    if (this.myHoldFailure) throw this.myHoldFailure;
    return this.hold ? { ...this.hold } : null;
  }

  async release(reservationId: string): Promise<string> {
    this.released.push(reservationId);
    if (this.releaseAnswer instanceof Error) throw this.releaseAnswer;
    if (this.hold?._id === reservationId) this.hold = null;
    return this.releaseAnswer;
  }
}

export function sampleHold(overrides: Partial<CustomerHold> = {}): CustomerHold {
  return {
    _id: 'r-held',
    reservationTypeId: 't-1',
    title: 'مشاوره مالی تخصصی',
    date: '2026-11-23',
    timeSlot: '11:00',
    createdAt: '2026-11-22T08:28:00.000Z',
    price: 1500000,
    ...overrides,
  };
}
