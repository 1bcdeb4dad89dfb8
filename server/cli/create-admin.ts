/**
 * npm run create-admin -- --email E --password P
 *
 * Creates the account as an admin, or promotes the existing account with that email (and
 * sets its password to P), in the database DATA_DIR or DATABASE_URL names, migrating it
 * first (and filling a new database with demo content, as the server's start does). Articles without an author (the demo articles) are given to this admin, so they
 * appear in the admin's own article list. The embedded database (PGlite) is single-process:
 * while a server holds DATA_DIR this refuses and changes nothing; stop the server first.
 */
import { parseArgs } from 'node:util';
import { composeAccountCommands } from '../composition-root';
import { composeFileStorage } from '../composition/compose-file-storage';
import { migrateToLatest } from '../db/database';
import { fail, openConfiguredDatabase } from './cli-support';
import { emailProblem, passwordProblem } from '../../src/core/domain/account-rules';
import { isEmptyDatabase, seedDemoContent } from '../seed/seed-demo-content';

const USAGE = 'usage: npm run create-admin -- --email you@example.com --password "at least 8 characters"';

function readArguments(): { email: string; password: string } {
  let values: { email?: string; password?: string };
  try {
    ({ values } = parseArgs({ options: { email: { type: 'string' }, password: { type: 'string' } }, strict: true }));
  } catch (error) {
    fail(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  }
  if (!values.email || values.password === undefined) fail(USAGE);
  // The rules' messages are Persian; an operator's terminal gets them in English.
  if (emailProblem(values.email)) fail(`invalid email: "${values.email}"`);
  if (passwordProblem(values.password)) fail('the password must be 8 to 128 characters long');
  return { email: values.email.trim(), password: values.password };
}

async function main(): Promise<void> {
  const { email, password } = readArguments();
  const { config, db, where } = openConfiguredDatabase();
  try {
    await migrateToLatest(db);
    // As the server's first start would, so a new site's demo articles are the admin's from the outset.
    if (config.seedDemoContent && (await isEmptyDatabase(db))) await seedDemoContent(db, new Date(), composeFileStorage(config));
    const { id, created, articles } = await composeAccountCommands(db).createAdmin.execute({ email, password });
    process.stdout.write(
      `${created ? 'Created' : 'Promoted'} admin ${email} (id ${id}) in ${where}; ` +
        `${articles} article(s) without an author now belong to this admin.\n`,
    );
  } catch (error) {
    fail(`Database error (${where}): ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    await db.destroy();
  }
}

void main();
