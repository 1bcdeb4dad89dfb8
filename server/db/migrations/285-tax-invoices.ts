import { Kysely, sql } from 'kysely';

/**
 * The official e-invoices themselves (سامانه مودیان): one original per confirmed paid booking
 * (the database refuses a second), its corrections and its cancelling invoice each a row of their
 * own with a tax ID of their own, every change an event in `tax_invoice_events` (append-only, as
 * `payment_events` is), the seller's serials handed out one by one per memory ID, and the moment
 * sending was last turned on, from which paid bookings are invoiced.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE tax_settings ADD COLUMN sending_on_since timestamptz`.execute(db);
  // which of the taxpayer system's hosts invoices go to: its production or its sandbox
  await sql`ALTER TABLE tax_settings ADD COLUMN taxpayer_environment text NOT NULL DEFAULT 'production'
    CHECK (taxpayer_environment IN ('production', 'sandbox'))`.execute(db);
  // the moment sending turns on is the save's own time (the server's clock), kept by the database whoever saves
  await sql`CREATE FUNCTION tax_settings_sending_since() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF NEW.sending_on AND NOT OLD.sending_on THEN
        NEW.sending_on_since := NEW.updated_at;
      ELSIF NOT NEW.sending_on THEN
        NEW.sending_on_since := NULL;
      END IF;
      RETURN NEW;
    END $$`.execute(db);
  await sql`CREATE TRIGGER tax_settings_sending_since BEFORE UPDATE ON tax_settings
    FOR EACH ROW EXECUTE FUNCTION tax_settings_sending_since()`.execute(db);

  await sql`CREATE TABLE tax_invoice_serials (
    memory_id text PRIMARY KEY,
    last_serial bigint NOT NULL CHECK (last_serial >= 0)
  )`.execute(db);

  await sql`CREATE TABLE tax_invoices (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    reservation_id uuid NOT NULL REFERENCES reservations (id),
    payment_id uuid NOT NULL REFERENCES payments (id),
    subject integer NOT NULL CHECK (subject IN (1, 2, 3, 4)),
    corrects_id uuid REFERENCES tax_invoices (id),
    cancels_id uuid REFERENCES tax_invoices (id),
    memory_id text NOT NULL,
    serial bigint NOT NULL CHECK (serial >= 1),
    tax_id text NOT NULL CHECK (length(tax_id) = 22),
    issued_at timestamptz NOT NULL,
    buyer_tax_id text,
    total_rials bigint NOT NULL CHECK (total_rials >= 0),
    vat_rials bigint NOT NULL CHECK (vat_rials >= 0),
    document jsonb NOT NULL,
    status text NOT NULL CHECK (status IN ('draft', 'sent', 'accepted', 'rejected', 'cancelling', 'corrected', 'cancelled', 'void')),
    reference_number text,
    errors jsonb NOT NULL DEFAULT '[]',
    attempts integer NOT NULL DEFAULT 0,
    next_attempt_at timestamptz,
    lease_until timestamptz,
    created_at timestamptz NOT NULL,
    updated_at timestamptz NOT NULL,
    UNIQUE (memory_id, serial),
    UNIQUE (tax_id)
  )`.execute(db);
  // exactly one original per payment, one correction per invoice, one cancelling invoice per invoice
  await sql`CREATE UNIQUE INDEX tax_invoices_one_original ON tax_invoices (payment_id) WHERE subject = 1 AND corrects_id IS NULL`.execute(
    db,
  );
  await sql`CREATE UNIQUE INDEX tax_invoices_one_correction ON tax_invoices (corrects_id) WHERE corrects_id IS NOT NULL`.execute(db);
  await sql`CREATE UNIQUE INDEX tax_invoices_one_cancellation ON tax_invoices (cancels_id) WHERE cancels_id IS NOT NULL AND corrects_id IS NULL`.execute(
    db,
  );
  // the job's queue: drafts to send and sent ones to ask about, by when their turn comes
  await sql`CREATE INDEX tax_invoices_due ON tax_invoices (status, next_attempt_at) WHERE status IN ('draft', 'sent')`.execute(db);
  // the consultant's list, newest first, all or by status
  await sql`CREATE INDEX tax_invoices_newest ON tax_invoices (created_at DESC, id DESC)`.execute(db);
  await sql`CREATE INDEX tax_invoices_by_status ON tax_invoices (status, created_at DESC, id DESC)`.execute(db);
  // a booking's invoices (the receipt), and the invoices of payments whose money went back
  await sql`CREATE INDEX tax_invoices_reservation ON tax_invoices (reservation_id)`.execute(db);
  await sql`CREATE INDEX tax_invoices_payment ON tax_invoices (payment_id)`.execute(db);
  // paid bookings not yet invoiced are looked for among payments paid since sending turned on
  await sql`CREATE INDEX payments_paid_at ON payments (paid_at) WHERE status = 'paid'`.execute(db);

  await sql`CREATE TABLE tax_invoice_events (
    id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    invoice_id uuid NOT NULL REFERENCES tax_invoices (id),
    kind text NOT NULL,
    from_status text,
    to_status text,
    message text,
    actor text NOT NULL CHECK (actor IN ('consultant', 'system', 'taxpayer-system')),
    actor_id uuid,
    created_at timestamptz NOT NULL
  )`.execute(db);
  await sql`CREATE INDEX tax_invoice_events_invoice ON tax_invoice_events (invoice_id, id)`.execute(db);
  // the consultant's banner: configuration errors the taxpayer system's answers showed lately
  await sql`CREATE INDEX tax_invoice_events_configuration_errors ON tax_invoice_events (created_at)
    WHERE kind = 'configuration-error'`.execute(db);
  await sql`CREATE FUNCTION tax_invoice_events_are_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      RAISE EXCEPTION 'tax_invoice_events is append-only';
    END $$`.execute(db);
  await sql`CREATE TRIGGER tax_invoice_events_no_update_or_delete BEFORE UPDATE OR DELETE ON tax_invoice_events
    FOR EACH ROW EXECUTE FUNCTION tax_invoice_events_are_append_only()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE tax_invoice_events`.execute(db);
  await sql`DROP FUNCTION tax_invoice_events_are_append_only()`.execute(db);
  await sql`DROP INDEX payments_paid_at`.execute(db);
  await sql`DROP TABLE tax_invoices`.execute(db);
  await sql`DROP TABLE tax_invoice_serials`.execute(db);
  await sql`DROP TRIGGER tax_settings_sending_since ON tax_settings`.execute(db);
  await sql`DROP FUNCTION tax_settings_sending_since()`.execute(db);
  await sql`ALTER TABLE tax_settings DROP COLUMN sending_on_since, DROP COLUMN taxpayer_environment`.execute(db);
}
