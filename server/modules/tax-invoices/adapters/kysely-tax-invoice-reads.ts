import { sql } from 'kysely';
import type { TaxInvoiceLifecycleStatus } from '../../../../src/core/machines/tax-invoice-lifecycle-machine';
import type { AppDatabase } from '../../../db/database';
import type { Database } from '../../../db/schema';
import type { TaxInvoiceDocument, TaxpayerError } from '../ports/tax-invoices-ports';
import type {
  ListedTaxInvoice,
  PaidBooking,
  StoredTaxInvoice,
  TaxConfigurationProblemRecord,
  TaxInvoiceSubject,
} from '../ports/tax-invoice-store';

/** The invoices' rows as the store hands them out, and its reads: the paid bookings to invoice, the consultant's list, the banner's errors. */
export type Row = Database['tax_invoices'] extends infer T ? { [K in keyof T]: unknown } : never;

const json = (value: unknown): unknown => (typeof value === 'string' ? JSON.parse(value) : value);

export function toInvoice(row: Row): StoredTaxInvoice {
  return {
    id: String(row.id),
    reservationId: String(row.reservation_id),
    paymentId: String(row.payment_id),
    subject: Number(row.subject) as TaxInvoiceSubject,
    correctsId: (row.corrects_id as string | null) ?? null,
    cancelsId: (row.cancels_id as string | null) ?? null,
    memoryId: String(row.memory_id),
    serial: Number(row.serial),
    taxId: String(row.tax_id),
    issuedAt: new Date(row.issued_at as string),
    buyerTaxId: (row.buyer_tax_id as string | null) ?? null,
    totalRials: Number(row.total_rials),
    vatRials: Number(row.vat_rials),
    document: json(row.document) as TaxInvoiceDocument,
    status: row.status as TaxInvoiceLifecycleStatus,
    referenceNumber: (row.reference_number as string | null) ?? null,
    errors: (json(row.errors) as TaxpayerError[] | null) ?? [],
    attempts: Number(row.attempts),
    nextAttemptAt: row.next_attempt_at === null ? null : new Date(row.next_attempt_at as string),
    createdAt: new Date(row.created_at as string),
  };
}

const paidBookingColumns = [
  'r.id as reservation_id',
  'p.id as payment_id',
  'p.amount',
  'p.paid_at',
  'p.ref_id',
  'r.buyer_tax_id',
  't.tax_service_id',
  't.title',
] as const;

function toPaidBooking(row: {
  reservation_id: string;
  payment_id: string;
  amount: number;
  paid_at: Date | string | null;
  ref_id: string | null;
  buyer_tax_id: string | null;
  tax_service_id: string | null;
  title: string;
}): PaidBooking {
  return {
    reservationId: row.reservation_id,
    paymentId: row.payment_id,
    paidTomans: row.amount,
    paidAt: new Date(row.paid_at as string),
    refId: row.ref_id,
    buyerTaxId: row.buyer_tax_id,
    serviceId: row.tax_service_id,
    serviceTitle: row.title,
  };
}

/** Confirmed bookings paid since `since` that have no original invoice, oldest first. */
export async function paidBookingsWithoutInvoiceIn(db: AppDatabase, since: Date, limit: number): Promise<PaidBooking[]> {
  const rows = await db
    .selectFrom('payments as p')
    .innerJoin('reservations as r', (join) => join.onRef('r.payment_id', '=', 'p.id'))
    .innerJoin('reservation_types as t', 't.id', 'r.reservation_type_id')
    .select([...paidBookingColumns])
    .where('p.status', '=', 'paid')
    .where('p.paid_at', '>=', since)
    .where('p.amount', '>', 0)
    .where('r.status', '=', 'confirmed')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('tax_invoices as i')
            .select('i.id')
            .whereRef('i.payment_id', '=', 'p.id')
            .where('i.subject', '=', 1)
            .where('i.corrects_id', 'is', null),
        ),
      ),
    )
    .orderBy('p.paid_at')
    .limit(limit)
    .execute();
  return rows.map(toPaidBooking);
}
/** The payment and booking an invoice is built from. */
export async function paidBookingIn(db: AppDatabase, paymentId: string): Promise<PaidBooking | null> {
  const row = await db
    .selectFrom('payments as p')
    .innerJoin('reservations as r', 'r.id', 'p.reservation_id')
    .innerJoin('reservation_types as t', 't.id', 'r.reservation_type_id')
    .select([...paidBookingColumns])
    .where('p.id', '=', paymentId)
    .where('p.paid_at', 'is not', null)
    .executeTakeFirst();
  return row ? toPaidBooking(row) : null;
}
/** A page of the consultant's list, newest first. */
export async function listIn(
  db: AppDatabase,
  filter: { status: TaxInvoiceLifecycleStatus | null; cursor: { createdAt: Date; id: string } | null },
  limit: number,
): Promise<ListedTaxInvoice[]> {
  let query = db
    .selectFrom('tax_invoices as i')
    .innerJoin('reservations as r', 'r.id', 'i.reservation_id')
    .innerJoin('reservation_types as t', 't.id', 'r.reservation_type_id')
    .innerJoin('payments as p', 'p.id', 'i.payment_id')
    .leftJoin('tax_invoices as a', (join) =>
      join.on((eb) => eb.or([eb('a.id', '=', eb.ref('i.corrects_id')), eb('a.id', '=', eb.ref('i.cancels_id'))])),
    )
    .selectAll('i')
    .select(['r.customer_name', 't.title', 'r.date', 'r.time', 'a.tax_id as answers_tax_id', 'p.ref_id'])
    .orderBy('i.created_at', 'desc')
    .orderBy('i.id', 'desc')
    .limit(limit);
  if (filter.status) query = query.where('i.status', '=', filter.status);
  const cursor = filter.cursor;
  if (cursor) query = query.where(sql<boolean>`(i.created_at, i.id) < (${cursor.createdAt}, ${cursor.id}::uuid)`);
  const rows = await query.execute();
  return rows.map((row) => ({
    ...toInvoice(row as unknown as Row),
    customerName: row.customer_name,
    typeTitle: row.title,
    bookingDate: row.date,
    bookingTime: row.time,
    answersTaxId: row.answers_tax_id,
    refId: row.ref_id,
  }));
}
/** The configuration errors recorded since `since`, newest first. */
export async function configurationProblemsIn(db: AppDatabase, since: Date, limit: number): Promise<TaxConfigurationProblemRecord[]> {
  const rows = await db
    .selectFrom('tax_invoice_events')
    .select(['message', 'created_at'])
    .where('kind', '=', 'configuration-error')
    .where('created_at', '>=', since)
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ message: row.message ?? '', at: new Date(row.created_at) }));
}
