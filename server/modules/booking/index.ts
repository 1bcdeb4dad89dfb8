import type { FastifyInstance } from 'fastify';
import type { DataVersions } from '../../http/data-versions';
import { keptAnswersOn } from '../../http/json-read-cache';
import type { Clock } from '../../ports/clock';
import type { SiteProfileSource } from '../../ports/site-profile-source';
import type { BookingPorts } from './ports/booking-ports';
import { CalendarEntries } from './use-cases/calendar-entries';
import { VisitSandboxBank } from './use-cases/visit-sandbox-bank';
import { bookingUseCases, type BookingUseCases } from './use-cases/booking-use-cases';
import type { Job } from '../../jobs/job-runner';
import { bookingRoutes } from './http/booking-routes';
import { calendarFileRoutes } from './http/calendar-file-routes';
import { receiptRoutes } from './http/receipt-routes';
import { consultantPaymentRoutes } from './http/consultant-payment-routes';
import { customerChangeRoutes } from './http/customer-change-routes';
import { paymentRoutes } from './http/payment-routes';
import { phoneBookingRoutes } from './http/phone-booking-routes';
import { sandboxBankRoutes } from './http/sandbox-bank-routes';
import type { BookingLogger } from './ports/booking-logger';
import type { BookingReads } from './ports/booking-reads';
import type { BookingStore } from './ports/booking-store';
import type { PaymentGateway } from './ports/payment-gateway';
import type { SandboxBank } from './ports/sandbox-bank';
import { CALLBACK_PATH } from './use-cases/initiate-payment';

/**
 * The booking module's public entry: a booking's whole life (hold, payment, confirmation,
 * refund) and its jobs. Other modules and the composition root reach it only through here.
 */
export type { BookingStore, BookingReads, PaymentGateway, SandboxBank, BookingLogger };

/** What the module takes from the server's dependencies (the server gives all of them). */
export interface BookingDeps {
  booking: BookingPorts;
  clock: Clock;
  /** what the calendar's kept answers check before they are sent again */
  dataVersions: DataVersions;
  config: { publicUrl: string; reconcileEveryMs: number; clientDir: string };
  /** the consultant's name on receipts and calendar files */
  siteProfile: SiteProfileSource;
}
export type { BookingPorts };
export type { PracticeSettings } from './ports/practice-settings';
export { bookingUseCases, type BookingUseCases };
export { OUTSIDE_GATEWAY, type NewPhoneBooking, type PhoneBookingStore } from './ports/phone-booking-store';
export {
  SlotTakenError,
  type BookingTimeChange,
  type LedgerEvent,
  type LedgerKind,
  type Move,
  type NewHold,
  type OfferedSlot,
  type PaymentSettlement,
  type StoredPayment,
  type StoredReservation,
} from './ports/booking-store';
export type { ReceiptFacts, TakenTime } from './ports/booking-reads';
export { NO_BOOKING_EVENTS, type BookingEvents, type CancelMoneyOutcome } from './ports/booking-events';
export {
  PaymentGatewayError,
  type AnswerKind,
  type PaymentGatewayChoice,
  type PaymentInquiry,
  type PaymentMetadata,
  type PaymentRequestResult,
  type PaymentVerification,
  type ReverseResult,
} from './ports/payment-gateway';
export type { SandboxPayment } from './ports/sandbox-bank';
export type { BookingHistoryImport, PastBooking } from './ports/booking-history-import';
export { CALLBACK_PATH };
export { FREE_GATEWAY } from './use-cases/booking-context';
export { bookedBy } from './booked-by';

/** The use cases as the server's routes and jobs build them: logged through `log`, settings from the configuration. */
export function bookingUseCasesFor(deps: BookingDeps, log: BookingLogger): BookingUseCases {
  return bookingUseCases(deps.booking, {
    clock: deps.clock,
    log,
    callbackUrl: `${deps.config.publicUrl}${CALLBACK_PATH}`,
    reconcileEveryMs: deps.config.reconcileEveryMs,
    consultantName: async () => (await deps.siteProfile.current()).ownerName,
  });
}

/** Every route of the module: the calendar, the customer's payments, the consultant's money, the sandbox bank. */
export async function bookingModuleRoutes(app: FastifyInstance, deps: BookingDeps): Promise<void> {
  const useCases = bookingUseCasesFor(deps, app.log);
  await bookingRoutes(useCases)(app, keptAnswersOn(deps.dataVersions, deps.clock));
  await paymentRoutes(useCases)(app);
  await consultantPaymentRoutes(useCases)(app);
  await customerChangeRoutes(useCases)(app);
  await phoneBookingRoutes(useCases)(app);
  const host = new URL(deps.config.publicUrl).hostname;
  await calendarFileRoutes(new CalendarEntries(useCases.readCalendarBooking, deps.siteProfile, deps.clock, host))(app);
  await receiptRoutes(useCases)(app);
  const { sandboxBank } = deps.booking;
  await sandboxBankRoutes(app, sandboxBank && new VisitSandboxBank(sandboxBank), { clientDir: deps.config.clientDir });
}

/** The module's jobs, for the server's job runner. */
export function bookingJobs(useCases: BookingUseCases, reconcileEveryMs: number): Job[] {
  return [
    { name: 'reconcile-payments', everyMs: reconcileEveryMs, run: () => useCases.reconcilePayments.execute() },
    { name: 'expire-holds', everyMs: HOLD_EXPIRY_EVERY_MS, run: () => useCases.expireHolds.execute() },
  ];
}

const HOLD_EXPIRY_EVERY_MS = 60 * 1000;
