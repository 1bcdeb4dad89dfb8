import type { Transaction } from 'kysely';
import type { TaxInvoiceLifecycleStatus } from '../../../../src/core/machines/tax-invoice-lifecycle-machine';
import type { AppDatabase } from '../../../db/database';
import { isUniqueViolation } from '../../../db/postgres-errors';
import type { Database } from '../../../db/schema';
import type {
  InvoiceToIssue,
  ListedTaxInvoice,
  PaidBooking,
  StoredTaxInvoice,
  TaxConfigurationProblemRecord,
  TaxInvoiceEvent,
  TaxInvoiceMove,
  TaxInvoiceStore,
} from '../ports/tax-invoice-store';
import {
  configurationProblemsIn,
  listIn,
  paidBookingIn,
  paidBookingsWithoutInvoiceIn,
  toInvoice,
  type Row,
} from './kysely-tax-invoice-reads';

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

/** The invoices (migration 285) on Kysely: serials handed out under a row lock, every change with its event in one transaction. */
export class KyselyTaxInvoiceStore implements TaxInvoiceStore {
  constructor(private readonly db: AppDatabase) {}

  paidBookingsWithoutInvoice(since: Date, limit: number): Promise<PaidBooking[]> {
    return paidBookingsWithoutInvoiceIn(this.db, since, limit);
  }

  paidBooking(paymentId: string): Promise<PaidBooking | null> {
    return paidBookingIn(this.db, paymentId);
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

  list(
    filter: { status: TaxInvoiceLifecycleStatus | null; cursor: { createdAt: Date; id: string } | null },
    limit: number,
  ): Promise<ListedTaxInvoice[]> {
    return listIn(this.db, filter, limit);
  }

  configurationProblems(since: Date, limit: number): Promise<TaxConfigurationProblemRecord[]> {
    return configurationProblemsIn(this.db, since, limit);
  }
}

/** A correction or cancellation whose invoice moved meanwhile: nothing of it is written. */
class StaleMove extends Error {}
