import type { GatewayProblem, LedgerEntry, PaymentAttempt, RefundOwed } from '../../src/core/domain/money-contract';
import type { PaymentHistory } from '../../src/core/ports/schedule/bookings-repository';

export function sampleRefundOwed(overrides: Partial<RefundOwed> = {}): RefundOwed {
  return {
    paymentId: 'p-1',
    reservationId: 'r-1',
    customerName: 'سارا احمدی',
    customerEmail: 'sara@example.com',
    reservationTypeTitle: 'مشاوره مالی تخصصی',
    date: '2026-11-23',
    time: '10:00',
    amount: 1500000,
    refId: '98765',
    cardPan: '6037-99**-****-1234',
    reason: 'رزرو پرداخت‌شده توسط مشاور لغو شد',
    since: '2026-11-22T08:00:00.000Z',
    lastGatewayCode: null,
    lastGatewayMessage: null,
    ...overrides,
  };
}

export function sampleGatewayProblem(overrides: Partial<GatewayProblem> = {}): GatewayProblem {
  return { code: -62, message: 'configuration: Terminal ip limit most be active.', at: '2026-11-22T08:10:00.000Z', ...overrides };
}

export function samplePaymentAttempt(overrides: Partial<PaymentAttempt> = {}): PaymentAttempt {
  return {
    _id: 'p-1',
    gateway: 'zarinpal',
    authority: 'A00000000000000000000000000000000001',
    amount: 1500000,
    status: 'paid',
    refId: '98765',
    cardPan: '6037-99**-****-1234',
    gatewayCode: 100,
    failureReason: null,
    createdAt: '2026-11-20T08:00:00.000Z',
    paidAt: '2026-11-20T08:03:00.000Z',
    ...overrides,
  };
}

export function sampleLedgerEntry(overrides: Partial<LedgerEntry> = {}): LedgerEntry {
  return {
    kind: 'hold-made',
    text: 'زمان برای مشتری نگه داشته شد',
    fromStatus: null,
    toStatus: 'pending',
    gatewayCode: null,
    message: null,
    actor: 'customer',
    createdAt: '2026-11-20T07:58:00.000Z',
    ...overrides,
  };
}

export function samplePaymentHistory(overrides: Partial<PaymentHistory> = {}): PaymentHistory {
  return { reservationStatus: 'confirmed', payments: [samplePaymentAttempt()], events: [sampleLedgerEntry()], ...overrides };
}
