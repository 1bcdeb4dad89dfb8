import { sql, type Transaction } from 'kysely';
import type { TaxInvoiceLifecycleStatus } from '../../../../src/core/machines/tax-invoice-lifecycle-machine';
import type { AppDatabase } from '../../../db/database';
import { isUniqueViolation } from '../../../db/postgres-errors';
import type { Database } from '../../../db/schema';
import type { TaxInvoiceDocument, TaxpayerError } from '../ports/tax-invoices-ports';
import type {
  InvoiceToIssue,
  ListedTaxInvoice,
  PaidBooking,
  StoredTaxInvoice,
  TaxConfigurationProblemRecord,
  TaxInvoiceEvent,
  TaxInvoiceMove,
  TaxInvoiceStore,
  TaxInvoiceSubject,
} from '../ports/tax-invoice-store';

type Row = Database['tax_invoices'] extends infer T ? { [K in keyof T]: unknown } : never;

const json = (value: unknown): unknown => (typeof value === 'string' ? JSON.parse(value) : value);

function toInvoice(row: Row): StoredTaxInvoice {
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

async function writeEvent(
  db: Transaction<Database> | AppDatabase,
  invoiceId: string,
  event: TaxInvoiceEvent,
  from: string | null,
  to: string | null,
  at: Date,
): Promise<void> {
  await db
    .insertInto('tax_invoice_events')
    .values({
      invoice_id: invoiceId,
      kind: event.kind,
      from_status: from,
      to_status: to,
      message: event.message ?? null,
      actor: event.actor,
      actor_id: event.actorId ?? null,
      created_at: at,
    })
    .execute();
}

async function moveIn(db: Transaction<Database>, change: TaxInvoiceMove, at: Date): Promise<boolean> {
  const moved = await db
    .updateTable('tax_invoices')
    .set({
      status: change.to,
      updated_at: at,
      lease_until: null,
      ...(change.referenceNumber !== undefined ? { reference_number: change.referenceNumber } : {}),
      ...(change.errors !== undefined ? { errors: JSON.stringify(change.errors) } : {}),
      ...(change.nextAttemptAt !== undefined ? { next_attempt_at: change.nextAttemptAt } : {}),
    })
    .where('id', '=', change.id)
    .where('status', '=', change.from)
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) !== 1) return false;
  await writeEvent(db, change.id, change.event, change.from, change.to, at);
  return true;
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

/** The invoices (migration 285) on Kysely: serials handed out under a row lock, every change with its event in one transaction. */
export class KyselyTaxInvoiceStore implements TaxInvoiceStore {
  constructor(private readonly db: AppDatabase) {}

  async paidBookingsWithoutInvoice(since: Date, limit: number): Promise<PaidBooking[]> {
    const rows = await this.db
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

  async paidBooking(paymentId: string): Promise<PaidBooking | null> {
    const row = await this.db
      .selectFrom('payments as p')
      .innerJoin('reservations as r', 'r.id', 'p.reservation_id')
      .innerJoin('reservation_types as t', 't.id', 'r.reservation_type_id')
      .select([...paidBookingColumns])
      .where('p.id', '=', paymentId)
      .where('p.paid_at', 'is not', null)
      .executeTakeFirst();
    return row ? toPaidBooking(row) : null;
  }

  async issue(invoice: InvoiceToIssue): Promise<StoredTaxInvoice | null> {
    try {
      return await this.db.transaction().execute(async (trx) => {
        await trx
          .insertInto('tax_invoice_serials')
          .values({ memory_id: invoice.memoryId, last_serial: 0 })
          .onConflict((oc) => oc.column('memory_id').doNothing())
          .execute();
        // the lock orders every issuer of this memory ID: the check below then sees what the one before committed
        const serials = await trx
          .selectFrom('tax_invoice_serials')
          .select('last_serial')
          .where('memory_id', '=', invoice.memoryId)
          .forUpdate()
          .executeTakeFirstOrThrow();
        if (await this.alreadyIssued(trx, invoice)) return null;
        const serial = Number(serials.last_serial) + 1;
        const built = invoice.build(serial);
        const row = await trx
          .insertInto('tax_invoices')
          .values({
            reservation_id: invoice.reservationId,
            payment_id: invoice.paymentId,
            subject: invoice.subject,
            corrects_id: invoice.correctsId,
            cancels_id: invoice.cancelsId,
            memory_id: invoice.memoryId,
            serial,
            tax_id: built.taxId,
            issued_at: built.issuedAt,
            buyer_tax_id: built.buyerTaxId,
            total_rials: built.totalRials,
            vat_rials: built.vatRials,
            document: JSON.stringify(built.document),
            status: 'draft',
            next_attempt_at: invoice.at,
            created_at: invoice.at,
            updated_at: invoice.at,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        await trx.updateTable('tax_invoice_serials').set({ last_serial: serial }).where('memory_id', '=', invoice.memoryId).execute();
        await writeEvent(trx, row.id, invoice.event, null, 'draft', invoice.at);
        if (invoice.alsoMove && !(await moveIn(trx, invoice.alsoMove, invoice.at))) throw new StaleMove();
        return toInvoice(row as Row);
      });
    } catch (error) {
      if (error instanceof StaleMove || isUniqueViolation(error)) return null;
      throw error;
    }
  }

  private async alreadyIssued(trx: Transaction<Database>, invoice: InvoiceToIssue): Promise<boolean> {
    let query = trx.selectFrom('tax_invoices').select('id');
    if (invoice.correctsId) query = query.where('corrects_id', '=', invoice.correctsId);
    else if (invoice.cancelsId) query = query.where('cancels_id', '=', invoice.cancelsId).where('corrects_id', 'is', null);
    else query = query.where('payment_id', '=', invoice.paymentId).where('subject', '=', 1).where('corrects_id', 'is', null);
    return (await query.executeTakeFirst()) !== undefined;
  }

  async withMoneyReturned(limit: number): Promise<StoredTaxInvoice[]> {
    const rows = await this.db
      .selectFrom('payments as p')
      .innerJoin('tax_invoices as i', 'i.payment_id', 'p.id')
      .selectAll('i')
      .where('p.status', 'in', ['reversed', 'refunded'])
      .where('i.subject', '=', 1)
      .where('i.status', 'in', ['draft', 'accepted', 'rejected'])
      .orderBy('i.created_at')
      .limit(limit)
      .execute();
    return rows.map((row) => toInvoice(row as Row));
  }

  async claimDue(status: 'draft' | 'sent', now: Date, leaseUntil: Date, limit: number): Promise<StoredTaxInvoice[]> {
    // SKIP LOCKED: processes claiming at once take different rows; a killed process's lease runs out
    const rows = await this.db
      .updateTable('tax_invoices')
      .set((eb) => ({ lease_until: leaseUntil, attempts: eb('attempts', '+', 1) }))
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('tax_invoices')
          .select('id')
          .where('status', '=', status)
          .where('next_attempt_at', '<=', now)
          .where((w) => w.or([w('lease_until', 'is', null), w('lease_until', '<', now)]))
          .orderBy('next_attempt_at')
          .limit(limit)
          .forUpdate()
          .skipLocked(),
      )
      .returningAll()
      .execute();
    return rows.map((row) => toInvoice(row as Row)).sort((a, b) => a.serial - b.serial);
  }

  async move(change: TaxInvoiceMove, at: Date): Promise<boolean> {
    return this.db.transaction().execute((trx) => moveIn(trx, change, at));
  }

  async postpone(id: string, nextAttemptAt: Date, event: TaxInvoiceEvent, at: Date): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const row = await trx
        .updateTable('tax_invoices')
        .set({ next_attempt_at: nextAttemptAt, lease_until: null, updated_at: at })
        .where('id', '=', id)
        .returning('status')
        .executeTakeFirst();
      if (row) await writeEvent(trx, id, event, row.status, row.status, at);
    });
  }

  async find(id: string): Promise<StoredTaxInvoice | null> {
    const row = await this.db.selectFrom('tax_invoices').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? toInvoice(row as Row) : null;
  }

  async list(
    filter: { status: TaxInvoiceLifecycleStatus | null; cursor: { createdAt: Date; id: string } | null },
    limit: number,
  ): Promise<ListedTaxInvoice[]> {
    let query = this.db
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

  async configurationProblems(since: Date, limit: number): Promise<TaxConfigurationProblemRecord[]> {
    const rows = await this.db
      .selectFrom('tax_invoice_events')
      .select(['message', 'created_at'])
      .where('kind', '=', 'configuration-error')
      .where('created_at', '>=', since)
      .orderBy('created_at', 'desc')
      .limit(limit)
      .execute();
    return rows.map((row) => ({ message: row.message ?? '', at: new Date(row.created_at) }));
  }
}

/** A correction or cancellation whose invoice moved meanwhile: nothing of it is written. */
class StaleMove extends Error {}
