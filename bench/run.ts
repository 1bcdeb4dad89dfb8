// npm run bench: every figure the README's "Quality" section quotes, printed, not asserted.
//   npm run bench                 everything
//   npm run bench -- load race    only the parts named (bundle, modules, load, race, crash, lighthouse, blocking, first-layout, gap, scale)
//   (modules: what each script of `/`'s first load is made of, after tree-shaking; not in a plain `npm run bench`)
// With TEST_DATABASE_URL set, the race and crash parts also run on that PostgreSQL server.
import { createScratchDatabase } from '../test/server/support/scratch-postgres';
import { measureBundle, printBundle } from './bundle-size';
import { measureFirstLoadModules, printFirstLoadModules } from './first-load-modules';
import { printLoad, runLoad } from './load';
import { printRace, runBookingRace, type RaceFigures } from './booking-race';
import { printCrash, runCrashRecovery, type CrashFigures } from './crash-recovery';
import { printLighthouse, runLighthouse } from './lighthouse';
import { measureSlowedPhoneGap, printSlowedPhoneGap } from './slowed-phone-gap';
import { measureObservedBlocking, printObservedBlocking } from './observed-blocking';
import { measureFirstLayout, printFirstLayout } from './first-layout';
import { runScale } from './scale/run-scale';
import { printScale } from './scale/scale-report';

const wanted = process.argv.slice(2);
const wants = (part: string) => wanted.length === 0 || wanted.includes(part);

async function withFreshPostgres<T>(use: (url: string) => Promise<T>): Promise<T> {
  const scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL!, 'bench');
  try {
    return await use(scratch.url);
  } finally {
    await scratch.drop();
  }
}

async function main(): Promise<void> {
  console.log(`npm run bench on ${new Date().toISOString()}, Node ${process.version}`);
  if (wants('bundle')) printBundle(await measureBundle());
  if (wanted.includes('modules')) printFirstLoadModules(await measureFirstLoadModules());
  if (wants('load')) printLoad(await runLoad());
  if (wants('race')) {
    const postgresUrl = process.env.TEST_DATABASE_URL;
    delete process.env.TEST_DATABASE_URL;
    const rows: RaceFigures[] = [await runBookingRace()];
    if (postgresUrl) {
      process.env.TEST_DATABASE_URL = postgresUrl;
      rows.push(await runBookingRace());
    }
    printRace(rows);
  }
  if (wants('crash')) {
    const rows: CrashFigures[] = [await runCrashRecovery()];
    if (process.env.TEST_DATABASE_URL) rows.push(await withFreshPostgres((url) => runCrashRecovery({ DATABASE_URL: url })));
    printCrash(rows);
  }
  if (wants('lighthouse')) printLighthouse(await runLighthouse());
  if (wants('blocking')) printObservedBlocking(await measureObservedBlocking());
  if (wants('first-layout')) printFirstLayout(await measureFirstLayout());
  if (wants('gap')) printSlowedPhoneGap(await measureSlowedPhoneGap());
  if (wants('scale')) printScale(await runScale());
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
