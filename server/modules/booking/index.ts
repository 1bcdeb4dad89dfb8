import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../ports/clock';
import type { ServerDependencies } from '../../server-dependencies';
import type { Job } from '../../jobs/job-runner';
import { bookingRoutes } from './http/booking-routes';
import { consultantPaymentRoutes } from './http/consultant-payment-routes';
import { paymentRoutes } from './http/payment-routes';
import { sandboxBankRoutes } from './http/sandbox-bank-routes';
import type { BookingLogger } from './ports/booking-logger';
import type { BookingReads } from './ports/booking-reads';
import type { BookingStore } from './ports/booking-store';
import type { PaymentGateway } from './ports/payment-gateway';
import type { SandboxBank } from './ports/sandbox-bank';
import { BookSlot } from './use-cases/book-slot';
import type { BookingContext } from './use-cases/booking-context';
import { CancelByConsultant } from './use-cases/cancel-by-consultant';
import { ExpireHolds } from './use-cases/expire-holds';
import { InitiatePayment } from './use-cases/initiate-payment';
import { MarkRefunded } from './use-cases/mark-refunded';
import { ReconcilePayments } from './use-cases/reconcile-payments';
import { ReleaseHold } from './use-cases/release-hold';
import { ReversePayment } from './use-cases/reverse-payment';
import { VerifyPayment } from './use-cases/verify-payment';
import { CALLBACK_PATH } from './use-cases/initiate-payment';

/**
 * The booking module's public entry: a booking's whole life (hold, payment, confirmation,
 * refund) and its jobs. Other modules and the composition root reach it only through here.
 */
export interface BookingPorts {
  store: BookingStore;
  reads: BookingReads;
  gateway: PaymentGateway;
  /** the built-in bank's pages, when the sandbox is the configured gateway */
  sandboxBank: SandboxBank | null;
}

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
}

export function bookingUseCases(ports: BookingPorts, settings: { clock: Clock; log: BookingLogger; callbackUrl: string; reconcileEveryMs: number }): BookingUseCases {
  const context: BookingContext = { store: ports.store, gateway: ports.gateway, ...settings };
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
  };
}

export type { BookingStore, BookingReads, PaymentGateway, SandboxBank, BookingLogger };
export { CALLBACK_PATH };
export { FREE_GATEWAY } from './use-cases/booking-context';
export { bookedBy } from './booked-by';

/** The use cases as the server's routes and jobs build them: logged through `log`, settings from the configuration. */
export function bookingUseCasesFor(deps: ServerDependencies, log: BookingLogger): BookingUseCases {
  return bookingUseCases(deps.booking, {
    clock: deps.clock,
    log,
    callbackUrl: `${deps.config.publicUrl}${CALLBACK_PATH}`,
    reconcileEveryMs: deps.config.reconcileEveryMs,
  });
}

/** Every route of the module: the calendar, the customer's payments, the consultant's money, the sandbox bank. */
export async function bookingModuleRoutes(app: FastifyInstance, deps: ServerDependencies): Promise<void> {
  const useCases = bookingUseCasesFor(deps, app.log);
  await bookingRoutes(useCases)(app, deps);
  await paymentRoutes(useCases)(app, deps);
  await consultantPaymentRoutes(useCases)(app, deps);
  await sandboxBankRoutes(app, deps.booking.sandboxBank, { clientDir: deps.config.clientDir });
}

/** The module's jobs, for the server's job runner. */
export function bookingJobs(useCases: BookingUseCases, reconcileEveryMs: number): Job[] {
  return [
    { name: 'reconcile-payments', everyMs: reconcileEveryMs, run: () => useCases.reconcilePayments.execute() },
    { name: 'expire-holds', everyMs: HOLD_EXPIRY_EVERY_MS, run: () => useCases.expireHolds.execute() },
  ];
}

const HOLD_EXPIRY_EVERY_MS = 60 * 1000;
