import { DEFAULT_SESSION_MINUTES } from '../../../../src/core/domain/session-length';
import { holdRemainingMs } from '../../../../src/core/domain/countdown';
import { customerSessionOf } from '../../../../src/core/domain/customer-session';
import type { SessionPlace } from '../../../../src/core/domain/session-mode';
import type { GatewayProblem, PaymentHistoryAnswer, RefundOwed } from '../../../../src/core/domain/money-contract';
import type { MyReservation } from '../../../../src/core/domain/my-reservation';
import { bookedBy, type BookingReads, type ReceiptFacts, type TakenTime } from '../../../../server/modules/booking';
import { isReceiptPaymentStatus } from '../../../../src/core/domain/receipt';
import { bankMessage, CONFIGURATION_PREFIX, ledgerText, refundReason } from '../../../../server/modules/booking/ledger-text';
import type { InMemoryBookingStore } from './in-memory-booking-store';

const iso = (value: Date | null) => (value === null ? null : value.toISOString());

/** The screens' reads over an in-memory store, answering what the database's reads answer. */
export class InMemoryBookingReads implements BookingReads {
  /** the customers' mobile numbers by user id, as the users table keeps them */
  readonly mobiles = new Map<string, string>();

  constructor(private readonly store: InMemoryBookingStore) {}

  private placeOf(reservationTypeId: string): SessionPlace {
    return this.store.types.get(reservationTypeId)?.place ?? { mode: 'online', meetingLink: null, officeAddress: null };
  }

  async sessionPlace(reservationTypeId: string): Promise<SessionPlace | null> {
    return this.store.types.has(reservationTypeId) ? this.placeOf(reservationTypeId) : null;
  }

  async takenTimes(date: string, holdStartedAfter: Date): Promise<TakenTime[]> {
    return this.store.reservations
      .filter((row) => row.date === date && (row.status === 'confirmed' || (row.status === 'pending' && row.createdAt > holdStartedAfter)))
      .sort((a, b) => a.time.localeCompare(b.time))
      .map((row) => {
        const busyFrom = Number(row.time.slice(0, 2)) * 60 + Number(row.time.slice(3, 5));
        return {
          timeSlot: row.time,
          status: row.status as 'pending' | 'confirmed',
          createdAt: row.createdAt.toISOString(),
          busyFrom,
          busyUntil: busyFrom + DEFAULT_SESSION_MINUTES,
        };
      });
  }

  async myReservations(userId: string, now: Date, limit: number): Promise<MyReservation[]> {
    const mine = this.store.reservations
      .filter((row) => row.userId === userId)
      .reverse()
      .slice(0, limit);
    return mine.map((row) => {
      const payment =
        this.store.payments.find((each) => each.id === row.paymentId) ??
        this.store.payments.filter((each) => each.reservationId === row.id).at(-1);
      const session = customerSessionOf(
        this.placeOf(row.reservationTypeId),
        { ...row, customerMobile: this.mobiles.get(row.userId ?? '') ?? null },
        now,
      );
      return {
        session,
        _id: row.id,
        reservationTypeId: row.reservationTypeId,
        title: row.typeTitle,
        date: row.date,
        timeSlot: row.time,
        sessionMinutes: row.sessionMinutes,
        price: row.price,
        status: row.status === 'pending' && holdRemainingMs(row.createdAt.toISOString(), now.getTime()) <= 0 ? 'expired' : row.status,
        createdAt: row.createdAt.toISOString(),
        cancelReason: row.cancelReason,
        paymentRefId: row.status === 'confirmed' ? (payment?.refId ?? null) : null,
        payment: payment
          ? { status: payment.status, amount: payment.amount, refId: payment.refId, cardPan: payment.cardPan, paidAt: iso(payment.paidAt) }
          : null,
      };
    });
  }

  async paymentHistory(reservationId: string): Promise<Omit<PaymentHistoryAnswer, 'success'> | null> {
    const reservation = this.store.reservations.find((row) => row.id === reservationId);
    if (!reservation) return null;
    return {
      reservationStatus: reservation.status,
      payments: this.store.payments
        .filter((row) => row.reservationId === reservationId)
        .map((payment) => ({
          _id: payment.id,
          gateway: payment.gateway,
          authority: payment.authority,
          amount: payment.amount,
          status: payment.status,
          refId: payment.refId,
          cardPan: payment.cardPan,
          gatewayCode: payment.gatewayCode,
          failureReason: payment.failureReason,
          createdAt: payment.createdAt.toISOString(),
          paidAt: iso(payment.paidAt),
        })),
      events: this.store.ledger
        .filter((line) => line.reservationId === reservationId)
        .map((line) => ({
          kind: line.kind,
          text: ledgerText(line.kind, line.to),
          fromStatus: line.from,
          toStatus: line.to,
          gatewayCode: line.gatewayCode,
          message: bankMessage(line.message),
          actor: line.actor,
          createdAt: line.at.toISOString(),
        })),
    };
  }

  async receiptFacts(reservationId: string): Promise<ReceiptFacts | null> {
    const row = this.store.reservations.find((each) => each.id === reservationId);
    if (!row) return null;
    const paid = this.store.payments
      .filter((each) => each.reservationId === reservationId && each.paidAt !== null && isReceiptPaymentStatus(each.status))
      .sort((a, b) => Number(b.id === row.paymentId) - Number(a.id === row.paymentId) || b.paidAt!.getTime() - a.paidAt!.getTime())[0];
    return {
      // the in-memory world issues no e-invoices
      acceptedTaxId: null,
      userId: row.userId,
      typeTitle: row.typeTitle,
      date: row.date,
      time: row.time,
      payment: paid
        ? { status: paid.status, amount: paid.amount, refId: paid.refId, cardPan: paid.cardPan, paidAt: paid.paidAt!.toISOString() }
        : null,
    };
  }

  async refundsOwed(limit: number): Promise<RefundOwed[]> {
    const owed = this.store.payments
      .filter((row) => row.status === 'refund_required')
      .sort((a, b) => a.updatedAt.getTime() - b.updatedAt.getTime())
      .slice(0, limit);
    return owed.map((payment) => {
      const reservation = this.store.reservations.find((row) => row.id === payment.reservationId)!;
      const lastReverse = this.store.ledger.filter((line) => line.paymentId === payment.id && line.kind === 'reverse-answer').at(-1);
      return {
        paymentId: payment.id,
        reservationId: reservation.id,
        ...bookedBy({
          customer_name: reservation.customerName,
          customer_email: reservation.customerEmail,
          first_name: null,
          last_name: null,
          email: null,
        }),
        reservationTypeTitle: reservation.typeTitle,
        date: reservation.date,
        time: reservation.time,
        amount: payment.amount,
        refId: payment.refId,
        cardPan: payment.cardPan,
        reason: refundReason(payment.failureReason),
        since: payment.updatedAt.toISOString(),
        lastGatewayCode: lastReverse ? payment.gatewayCode : null,
        lastGatewayMessage: bankMessage(lastReverse?.message ?? null),
      };
    });
  }

  async gatewayProblems(since: Date, limit: number): Promise<GatewayProblem[]> {
    return this.store.ledger
      .filter((line) => line.at >= since && line.message?.startsWith(CONFIGURATION_PREFIX))
      .reverse()
      .slice(0, limit)
      .map((line) => ({ code: line.gatewayCode, message: bankMessage(line.message) ?? '', at: line.at.toISOString() }));
  }
}
