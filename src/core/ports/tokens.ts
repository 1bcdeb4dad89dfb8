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
  PaymentVerifier: Symbol.for('PaymentVerifier'),
  VerifyPayment: Symbol.for('VerifyPayment'),
  FindReservationByAuthority: Symbol.for('FindReservationByAuthority'),
  HoldRepository: Symbol.for('HoldRepository'),
  MyReservationsRepository: Symbol.for('MyReservationsRepository'),
  LoadMyReservations: Symbol.for('LoadMyReservations'),
  SignIn: Symbol.for('SignIn'),
  SignUp: Symbol.for('SignUp'),
  UpdateProfile: Symbol.for('UpdateProfile'),
  DeleteAccount: Symbol.for('DeleteAccount'),
  VerifySession: Symbol.for('VerifySession'),
  ReservationRepository: Symbol.for('ReservationRepository'),
  PaymentInitiator: Symbol.for('PaymentInitiator'),
  PostReader: Symbol.for('PostReader'),
  CategoryReader: Symbol.for('CategoryReader'),
  LoadPostPage: Symbol.for('LoadPostPage'),
  LoadArticle: Symbol.for('LoadArticle'),
  AdminPostRepository: Symbol.for('AdminPostRepository'),
  CategoryRepository: Symbol.for('CategoryRepository'),
  ScheduleRepository: Symbol.for('ScheduleRepository'),
  BookingsRepository: Symbol.for('BookingsRepository'),
  RefundsRepository: Symbol.for('RefundsRepository'),
} as const;

export type Token = (typeof TOKENS)[keyof typeof TOKENS];
