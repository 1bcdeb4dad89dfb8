import type { Clock } from '../../../ports/clock';
import type { BookingLogger } from '../ports/booking-logger';
import type { BookingPorts } from '../ports/booking-ports';
import { BookSlot } from './book-slot';
import type { BookingContext } from './booking-context';
import { CancelByConsultant } from './cancel-by-consultant';
import { CancelByCustomer } from './cancel-by-customer';
import { ExpireHolds } from './expire-holds';
import { InitiatePayment } from './initiate-payment';
import { MarkRefunded } from './mark-refunded';
import { MoveBooking } from './move-booking';
import { BookForCaller } from './book-for-caller';
import { ReconcilePayments } from './reconcile-payments';
import { ReleaseHold } from './release-hold';
import { ReversePayment } from './reverse-payment';
import { VerifyPayment } from './verify-payment';
import { ReadCalendarBooking } from './read-calendar-booking';
import { ReadReceipt, type ConsultantName } from './read-receipt';
import { ReadOwnHold } from './read-own-hold';
import { ReadTakenTimes } from './read-taken-times';
import { ListMyReservations } from './list-my-reservations';
import { ReadPaymentHistory } from './read-payment-history';
import { ListRefundsOwed } from './list-refunds-owed';
import { NoticeSettings } from './notice-settings';
import { FindPaymentReservation } from './find-payment-reservation';
import { FindCallers } from './find-callers';

/** Every use case of the module, built on one context. */
export interface BookingUseCases {
  bookSlot: BookSlot;
  releaseHold: ReleaseHold;
  initiatePayment: InitiatePayment;
  verifyPayment: VerifyPayment;
  reconcilePayments: ReconcilePayments;
  expireHolds: ExpireHolds;
  cancelByConsultant: CancelByConsultant;
  reversePayment: ReversePayment;
  markRefunded: MarkRefunded;
  cancelByCustomer: CancelByCustomer;
  moveBooking: MoveBooking;
  bookForCaller: BookForCaller;
  readReceipt: ReadReceipt;
  readCalendarBooking: ReadCalendarBooking;
  readOwnHold: ReadOwnHold;
  readTakenTimes: ReadTakenTimes;
  listMyReservations: ListMyReservations;
  readPaymentHistory: ReadPaymentHistory;
  listRefundsOwed: ListRefundsOwed;
  noticeSettings: NoticeSettings;
  findPaymentReservation: FindPaymentReservation;
  findCallers: FindCallers;
}

export function bookingUseCases(
  ports: BookingPorts,
  settings: { clock: Clock; log: BookingLogger; callbackUrl: string; reconcileEveryMs: number; consultantName: ConsultantName },
): BookingUseCases {
  const chosen = ports.gateway;
  const gateway = 'current' in chosen ? () => chosen.current() : async () => chosen;
  const { consultantName, ...rest } = settings;
  const context: BookingContext = {
    store: ports.store,
    gateway,
    events: ports.events,
    settings: ports.settings,
    documents: ports.documents,
    ...rest,
  };
  return {
    bookSlot: new BookSlot(context),
    releaseHold: new ReleaseHold(context),
    initiatePayment: new InitiatePayment(context),
    verifyPayment: new VerifyPayment(context),
    reconcilePayments: new ReconcilePayments(context),
    expireHolds: new ExpireHolds(context),
    cancelByConsultant: new CancelByConsultant(context),
    reversePayment: new ReversePayment(context),
    markRefunded: new MarkRefunded(context),
    cancelByCustomer: new CancelByCustomer(context),
    moveBooking: new MoveBooking(context),
    bookForCaller: new BookForCaller(context, ports.phoneBookings),
    readReceipt: new ReadReceipt(ports.reads, consultantName),
    readCalendarBooking: new ReadCalendarBooking(ports.store, ports.reads),
    readOwnHold: new ReadOwnHold(ports.store, settings.clock),
    readTakenTimes: new ReadTakenTimes(ports.reads, settings.clock),
    listMyReservations: new ListMyReservations(ports.reads, settings.clock),
    readPaymentHistory: new ReadPaymentHistory(ports.reads),
    listRefundsOwed: new ListRefundsOwed(ports.reads, settings.clock),
    noticeSettings: new NoticeSettings(ports.settings, settings.clock),
    findPaymentReservation: new FindPaymentReservation(ports.store),
    findCallers: new FindCallers(ports.phoneBookings),
  };
}
