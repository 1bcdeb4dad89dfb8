/**
 * npm run seed:scale   (node --import tsx server/cli/seed-scale.ts)
 *
 * Fills an EMPTY database (DATA_DIR or DATABASE_URL), migrating it first, with what a practice
 * has after a few years (issue 23): 10,000 articles in 12 categories, four types with 12 slots a
 * day six months ahead (17,500 slots in all), 50,000 past reservations, 2,000 customers, through
 * the project's own stores, then prints the counts read back. SCALE_FRACTION=0.1 shrinks every
 * count. A database holding anything is refused and left as it was.
 */
import { composeScaleSeeding } from '../composition-root';
import { migrateToLatest } from '../db/database';
import { openConfiguredDatabase } from './cli-support';
import { ScaleDatabaseNotEmpty, seedScale } from '../seed/scale/seed-scale';
import { scaleSizesFromEnvironment } from '../seed/scale/scale-sizes';

async function main(): Promise<void> {
  const { db, where } = openConfiguredDatabase();
  const started = performance.now();
  const elapsed = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;
  try {
    await migrateToLatest(db);
    const counts = await seedScale(db, composeScaleSeeding(), scaleSizesFromEnvironment(), new Date(), (step) =>
      process.stdout.write(`${elapsed()}: ${step}\n`),
    );
    process.stdout.write(`Seeded ${where} in ${elapsed()}:\n`);
    for (const [name, count] of Object.entries(counts))
      process.stdout.write(`  ${name.padEnd(13)}${count.toLocaleString('en-US').padStart(8)}\n`);
  } catch (error) {
    // said, then the database is closed below before the process ends with 1
    const said =
      error instanceof ScaleDatabaseNotEmpty
        ? `${where}: ${error.message}`
        : `Database error (${where}): ${error instanceof Error ? error.message : String(error)}`;
    process.stderr.write(`${said}\n`);
    process.exitCode = 1;
  } finally {
    await db.destroy();
  }
}

void main();
