import { Kysely, sql } from 'kysely';

/**
 * The money's own record. A booking's life (hold, payment, confirmation, refund) is written
 * as events in `payment_events`, an append-only ledger, in the same transaction as the status
 * it changes; a reservation points to the payment that confirmed it; open payments carry when
 * the reconciliation job asks the bank next; the jobs themselves are rows leased by whichever
 * server process runs them; the sandbox bank keeps its payments here, not in one process's
 * memory.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE reservations DROP CONSTRAINT reservations_status_check`.execute(db);
  await sql`ALTER TABLE reservations ADD CONSTRAINT reservations_status_check
    CHECK (status IN ('pending', 'confirmed', 'cancelled', 'expired', 'released'))`.execute(db);
  await sql`ALTER TABLE reservations
    ADD COLUMN payment_id uuid,
    ADD COLUMN customer_name text NOT NULL DEFAULT '',
    ADD COLUMN customer_email text NOT NULL DEFAULT '',
    ADD COLUMN client_address text`.execute(db);
  // Bookings made before this migration keep who made them, so deleting an account later cannot blank them.
  await sql`UPDATE reservations r SET customer_name = trim(u.first_name || ' ' || u.last_name), customer_email = u.email
    FROM users u WHERE u.id = r.user_id`.execute(db);
  // Live holds are counted per customer and per client address at every booking.
  await sql`CREATE INDEX reservations_live_hold_by_user ON reservations (user_id, created_at) WHERE status = 'pending'`.execute(db);
  await sql`CREATE INDEX reservations_live_hold_by_address ON reservations (client_address, created_at) WHERE status = 'pending'`.execute(
    db,
  );
  // The hold-expiry job finds lapsed holds by their start.
  await sql`CREATE INDEX reservations_pending_created_at ON reservations (created_at) WHERE status = 'pending'`.execute(db);

  await sql`ALTER TABLE payments DROP CONSTRAINT payments_status_check`.execute(db);
  await sql`ALTER TABLE payments ADD CONSTRAINT payments_status_check
    CHECK (status IN ('initiated', 'paid', 'failed', 'reversed', 'refund_required', 'refunded'))`.execute(db);
  await sql`ALTER TABLE payments
    ADD COLUMN gateway_code integer,
    ADD COLUMN paid_at timestamptz,
    ADD COLUMN check_after timestamptz,
    ADD COLUMN checks integer NOT NULL DEFAULT 0,
    ADD COLUMN lease_until timestamptz`.execute(db);
  await sql`UPDATE payments SET check_after = created_at WHERE status IN ('initiated', 'refund_required')`.execute(db);
  await sql`UPDATE payments SET paid_at = updated_at WHERE status IN ('paid', 'reversed', 'refund_required') AND ref_id IS NOT NULL`.execute(
    db,
  );
  await sql`UPDATE reservations r SET payment_id = p.id FROM payments p
    WHERE p.reservation_id = r.id AND p.status = 'paid' AND r.status = 'confirmed'`.execute(db);
  await sql`ALTER TABLE reservations ADD CONSTRAINT reservations_payment_id_fkey FOREIGN KEY (payment_id) REFERENCES payments (id)`.execute(
    db,
  );
  // The reconciliation job's queue: open payments and refunds still owed, by when to ask next.
  await sql`CREATE INDEX payments_open_by_check_after ON payments (check_after) WHERE status IN ('initiated', 'refund_required')`.execute(
    db,
  );
  await sql`CREATE INDEX payments_status ON payments (status, updated_at)`.execute(db);

  await sql`CREATE TABLE payment_events (
    id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    reservation_id uuid NOT NULL REFERENCES reservations (id),
    payment_id uuid REFERENCES payments (id),
    kind text NOT NULL,
    from_status text,
    to_status text,
    gateway_code integer,
    message text,
    actor text NOT NULL CHECK (actor IN ('customer', 'consultant', 'bank', 'system')),
    actor_id uuid,
    created_at timestamptz NOT NULL
  )`.execute(db);
  await sql`CREATE INDEX payment_events_reservation ON payment_events (reservation_id, id)`.execute(db);
  await sql`CREATE INDEX payment_events_payment ON payment_events (payment_id, id)`.execute(db);
  // The consultant's banner: configuration errors the bank reported lately (their message starts with the kind).
  await sql`CREATE INDEX payment_events_configuration_errors ON payment_events (created_at)
    WHERE message LIKE 'configuration:%'`.execute(db);
  // Append-only: what happened to money is never rewritten or removed.
  await sql`CREATE FUNCTION payment_events_are_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      RAISE EXCEPTION 'payment_events is append-only';
    END $$`.execute(db);
  await sql`CREATE TRIGGER payment_events_no_update_or_delete BEFORE UPDATE OR DELETE ON payment_events
    FOR EACH ROW EXECUTE FUNCTION payment_events_are_append_only()`.execute(db);

  await sql`CREATE TABLE jobs (
    name text PRIMARY KEY,
    next_run_at timestamptz NOT NULL,
    lease_owner text,
    lease_until timestamptz,
    last_finished_at timestamptz,
    last_error text
  )`.execute(db);

  await sql`CREATE TABLE sandbox_payments (
    authority text PRIMARY KEY,
    amount integer NOT NULL,
    description text NOT NULL,
    callback_url text NOT NULL,
    state text NOT NULL CHECK (state IN ('awaiting', 'paid', 'cancelled', 'verified', 'reversed')),
    ref_id text,
    created_at timestamptz NOT NULL,
    paid_at timestamptz
  )`.execute(db);
  await sql`CREATE INDEX sandbox_payments_paid ON sandbox_payments (paid_at) WHERE state = 'paid'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE sandbox_payments`.execute(db);
  await sql`DROP TABLE jobs`.execute(db);
  await sql`DROP TABLE payment_events`.execute(db);
  await sql`DROP FUNCTION payment_events_are_append_only()`.execute(db);
  await sql`ALTER TABLE reservations DROP CONSTRAINT reservations_payment_id_fkey`.execute(db);
  await sql`ALTER TABLE reservations DROP COLUMN payment_id, DROP COLUMN customer_name, DROP COLUMN customer_email, DROP COLUMN client_address`.execute(
    db,
  );
  await sql`ALTER TABLE payments DROP COLUMN gateway_code, DROP COLUMN paid_at, DROP COLUMN check_after, DROP COLUMN checks, DROP COLUMN lease_until`.execute(
    db,
  );
}
