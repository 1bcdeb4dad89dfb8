import { randomBytes, randomInt } from 'node:crypto';
import { bookingApi } from '../../../../src/core/contracts/api/booking-api';
import { urlOf } from '../../../../src/core/contracts/endpoint';
import type { AppDatabase } from '../../../db/database';
import type { SandboxPaymentRow } from '../../../db/schema';
import type { Clock } from '../../../ports/clock';
import type {
  PaymentGateway,
  PaymentInquiry,
  PaymentMetadata,
  PaymentRequestResult,
  PaymentVerification,
  ReverseResult,
} from '../ports/payment-gateway';
import type { SandboxBank, SandboxPayment } from '../ports/sandbox-bank';
import { kindOfCode, messageOfCode, ZARINPAL_ALREADY_VERIFIED, ZARINPAL_SUCCESS } from './zarinpal-codes';

const SANDBOX_CARD_PAN = '6037-99**-****-1234';
const REVERSE_WINDOW_MS = 30 * 60 * 1000;
const UNVERIFIED_LIMIT = 100;

const INQUIRY_STATES = {
  awaiting: 'in-bank',
  paid: 'paid',
  cancelled: 'failed',
  verified: 'verified',
  reversed: 'reversed',
} as const;

/**
 * The built-in bank for development and demos: a page on this site (see sandbox-bank-routes)
 * with pay and cancel buttons. It keeps its payments in the database, so a restart forgets
 * nothing and every server process sees the same payments, and it answers with Zarinpal's codes
 * as honestly as Zarinpal: 100 once for a paid payment, 101 after, -51 when not paid, -50 for
 * another amount, -54 for an authority it never issued, and reverses only within 30 minutes of
 * payment. Every change is an `UPDATE ... WHERE state = ...`, so racing calls settle once.
 */
export class SandboxGateway implements PaymentGateway, SandboxBank {
  readonly name = 'sandbox';

  constructor(
    private readonly db: AppDatabase,
    private readonly clock: Clock,
  ) {}

  async request(amountTomans: number, callbackUrl: string, description: string, _metadata: PaymentMetadata): Promise<PaymentRequestResult> {
    const authority = `S${randomBytes(18).toString('hex')}`;
    await this.db
      .insertInto('sandbox_payments')
      .values({
        authority,
        amount: amountTomans,
        description,
        callback_url: callbackUrl,
        state: 'awaiting',
        ref_id: null,
        created_at: this.clock.now(),
        paid_at: null,
      })
      .execute();
    // Same site as the app, so the path alone works behind any host name or proxy.
    return { authority, paymentUrl: urlOf(bookingApi.sandboxBankPage, { authority }) };
  }

  async verify(authority: string, amountTomans: number): Promise<PaymentVerification> {
    const verified = await this.db
      .updateTable('sandbox_payments')
      .set({ state: 'verified', ref_id: String(randomInt(100_000_000, 999_999_999)) })
      .where('authority', '=', authority)
      .where('state', '=', 'paid')
      .where('amount', '=', amountTomans)
      .returning('ref_id')
      .executeTakeFirst();
    if (verified?.ref_id) return { outcome: 'paid', refId: verified.ref_id, cardPan: SANDBOX_CARD_PAN, ...answer(ZARINPAL_SUCCESS) };

    const payment = await this.row(authority);
    if (!payment) return notPaid(-54);
    if (payment.state !== 'paid' && payment.state !== 'verified') return notPaid(-51);
    if (payment.amount !== amountTomans) return notPaid(-50);
    if (payment.state === 'verified')
      return { outcome: 'already-verified', refId: payment.ref_id, cardPan: SANDBOX_CARD_PAN, ...answer(ZARINPAL_ALREADY_VERIFIED) };
    // Still `paid` with the right amount: the row changed between the two statements; ask again.
    return { outcome: 'not-paid', kind: 'transient', code: null, message: 'sandbox: the payment changed while it was verified' };
  }

  async inquire(authority: string): Promise<PaymentInquiry> {
    const payment = await this.row(authority);
    if (!payment) return { state: 'unknown', kind: kindOfCode(-54, 'inquiry'), ...answer(-54) };
    return { state: INQUIRY_STATES[payment.state], ...answer(ZARINPAL_SUCCESS) };
  }

  async unverified(): Promise<string[]> {
    const rows = await this.db
      .selectFrom('sandbox_payments')
      .select('authority')
      .where('state', '=', 'paid')
      .orderBy('paid_at', 'desc')
      .limit(UNVERIFIED_LIMIT)
      .execute();
    return rows.map((row) => row.authority);
  }

  async reverse(authority: string): Promise<ReverseResult> {
    const windowStart = new Date(this.clock.now().getTime() - REVERSE_WINDOW_MS);
    const reversed = await this.db
      .updateTable('sandbox_payments')
      .set({ state: 'reversed' })
      .where('authority', '=', authority)
      .where('state', '=', 'verified')
      .where('paid_at', '>=', windowStart)
      .executeTakeFirst();
    if (reversed.numUpdatedRows > 0n) return { outcome: 'reversed', code: ZARINPAL_SUCCESS, message: 'Reversed' };

    const payment = await this.row(authority);
    const code = !payment ? -54 : payment.state !== 'verified' ? -61 : -63;
    return { outcome: 'refused', kind: kindOfCode(code, 'reverse'), ...answer(code) };
  }

  async find(authority: string): Promise<SandboxPayment | null> {
    const payment = await this.row(authority);
    return payment ? sandboxPaymentOf(payment) : null;
  }

  async decide(authority: string, choice: 'pay' | 'cancel'): Promise<SandboxPayment | null> {
    await this.db
      .updateTable('sandbox_payments')
      .set(choice === 'pay' ? { state: 'paid', paid_at: this.clock.now() } : { state: 'cancelled' })
      .where('authority', '=', authority)
      .where('state', '=', 'awaiting')
      .execute();
    return this.find(authority);
  }

  private row(authority: string): Promise<SandboxPaymentRow | undefined> {
    return this.db.selectFrom('sandbox_payments').selectAll().where('authority', '=', authority).executeTakeFirst();
  }
}

function sandboxPaymentOf(row: SandboxPaymentRow): SandboxPayment {
  return {
    authority: row.authority,
    amountTomans: row.amount,
    description: row.description,
    callbackUrl: row.callback_url,
    state: row.state,
    refId: row.ref_id,
  };
}

function answer(code: number): { code: number; message: string } {
  return { code, message: messageOfCode(code) };
}

function notPaid(code: number): PaymentVerification {
  return { outcome: 'not-paid', kind: kindOfCode(code, 'verify'), ...answer(code) };
}
