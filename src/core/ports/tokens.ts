/**
 * Injection tokens of every port, in one place. The composition root binds each to an
 * adapter; views and machines ask for the token, never for the adapter.
 */
export const TOKENS = {
  Clock: Symbol.for('Clock'),
  Navigation: Symbol.for('Navigation'),
  RouterBinding: Symbol.for('RouterBinding'),
  PersistedStateStore: Symbol.for('PersistedStateStore'),
  ReservationTypeRepository: Symbol.for('ReservationTypeRepository'),
  ApiHost: Symbol.for('ApiHost'),
  AccountRepository: Symbol.for('AccountRepository'),
  SignOut: Symbol.for('SignOut'),
  PendingBookingStore: Symbol.for('PendingBookingStore'),
  ReservationRepository: Symbol.for('ReservationRepository'),
  PaymentInitiator: Symbol.for('PaymentInitiator'),
  ScheduleRepository: Symbol.for('ScheduleRepository'),
  BookingsRepository: Symbol.for('BookingsRepository'),
} as const;

export type Token = (typeof TOKENS)[keyof typeof TOKENS];
