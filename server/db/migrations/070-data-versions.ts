import { Kysely, sql } from 'kysely';

/**
 * Which tables each cached public read depends on. The read caches ask for these numbers on
 * every request, so a write made anywhere (another server process, a script, a test writing
 * rows directly) is seen at once: the trigger bumps the number in the writing transaction, and
 * it becomes visible together with the rows it describes.
 */
const WATCHED: Array<{ table: string; topic: string }> = [
  { table: 'reservation_types', topic: 'reservation-types' },
  { table: 'time_slots', topic: 'reservation-types' },
  { table: 'reservations', topic: 'reservations' },
  { table: 'posts', topic: 'posts' },
  { table: 'categories', topic: 'posts' },
];

const TOPICS = [...new Set(WATCHED.map((watched) => watched.topic))];

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('data_versions')
    .addColumn('topic', 'text', (c) => c.primaryKey())
    .addColumn('version', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db
    .insertInto('data_versions' as never)
    .values(TOPICS.map((topic) => ({ topic })) as never)
    .execute();

  await sql`CREATE FUNCTION bump_data_version() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE data_versions SET version = version + 1 WHERE topic = TG_ARGV[0];
      RETURN NULL;
    END $$`.execute(db);
  // A statement that changed no row (the booking's "mark lapsed holds expired", mostly) leaves
  // the number alone: taking its row lock would queue every booking behind the others.
  await sql`CREATE FUNCTION bump_data_version_if_rows() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF EXISTS (SELECT 1 FROM changed_rows) THEN
        UPDATE data_versions SET version = version + 1 WHERE topic = TG_ARGV[0];
      END IF;
      RETURN NULL;
    END $$`.execute(db);

  for (const { table, topic } of WATCHED) {
    const events = [
      { event: 'INSERT', rows: 'NEW' },
      { event: 'UPDATE', rows: 'NEW' },
      { event: 'DELETE', rows: 'OLD' },
    ];
    for (const { event, rows } of events) {
      await sql`CREATE TRIGGER ${sql.id(`${table}_${event.toLowerCase()}_bumps_version`)}
        AFTER ${sql.raw(event)} ON ${sql.table(table)} REFERENCING ${sql.raw(rows)} TABLE AS changed_rows
        FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version_if_rows(${sql.lit(topic)})`.execute(db);
    }
    await sql`CREATE TRIGGER ${sql.id(`${table}_truncate_bumps_version`)}
      AFTER TRUNCATE ON ${sql.table(table)}
      FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version(${sql.lit(topic)})`.execute(db);
  }
  // An article shows its writer's name; other changes to an account do not touch the articles.
  await sql`CREATE TRIGGER users_name_bumps_version
    AFTER UPDATE OF first_name, last_name ON users
    FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('posts')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TRIGGER IF EXISTS users_name_bumps_version ON users`.execute(db);
  for (const { table } of WATCHED) {
    for (const event of ['insert', 'update', 'delete', 'truncate']) {
      await sql`DROP TRIGGER IF EXISTS ${sql.id(`${table}_${event}_bumps_version`)} ON ${sql.table(table)}`.execute(db);
    }
  }
  await sql`DROP FUNCTION IF EXISTS bump_data_version_if_rows()`.execute(db);
  await sql`DROP FUNCTION IF EXISTS bump_data_version()`.execute(db);
  await db.schema.dropTable('data_versions').ifExists().execute();
}
