import { startTestServer, type TestServer } from '../support/test-server';
import { builtClient, type BuiltClient } from '../support/built-client';
import { insertType } from '../support/insert-reservation';
import { KyselySlotStore } from '../../../server/modules/schedule/adapters/kysely-slot-store';
import { addDays } from '../../../src/core/domain/business-time';

jest.setTimeout(60000);

type Bookable = { availableDates: Array<{ date: string }>; offeredDays: string[] };
const TIMES = ['08:00', '09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00', '17:00'];
/** ten slots a day over `days` days from `first` on */
const slotsOver = (first: string, days: number) =>
  Array.from({ length: days }, (_, day) => TIMES.map((time) => ({ date: addDays(first, day), time }))).flat();

// The server's clock stands at 2026-11-22 12:00 in Tehran (1 Azar 1405; Azar ends on 2026-12-21).
describe('what visitors are sent does not grow with the slots published', () => {
  let server: TestServer;
  let client: BuiltClient;
  beforeAll(async () => {
    // a stand-in for the build's renderer: the page's HTML is then the template, the markup and the first state
    client = builtClient({ 'ssr/render.cjs': "exports.render = async () => ({ html: '<main></main>', styles: '', data: {} });" });
    server = await startTestServer({ now: '2026-11-22T08:30:00Z', env: { CLIENT_DIR: client.dir } });
  });
  afterAll(async () => {
    await server.close();
    client.remove();
  });

  it('keeps the types list, the pages’ first data and `/` and `/reservations` the same from 10 slots to 2,000; one type grows only by its offered days and one month', async () => {
    const typeId = await insertType(server.db, { title: 'مشاوره مالی تخصصی' });
    await insertType(server.db, { title: 'مشاوره مالیاتی', displayOrder: 1 });
    const slots = new KyselySlotStore(server.db);
    const read = async () => ({
      list: Buffer.from(await (await fetch(`${server.url}/api/reservationtypes`)).arrayBuffer()),
      firstData: JSON.stringify(await server.app.activeReservationTypes()).length,
      pages: await Promise.all(['/', '/reservations'].map(async (path) => (await fetch(`${server.url}${path}`)).text())),
      one: await (await fetch(`${server.url}/api/reservationtypes/${typeId}`)).text(),
    });

    expect(await slots.insertMissing(typeId, slotsOver('2026-11-23', 1), server.clock.now())).toBe(10);
    const few = await read();
    expect(await slots.insertMissing(typeId, slotsOver('2026-11-24', 199), server.clock.now())).toBe(1990);
    const many = await read();

    expect(many.list.equals(few.list)).toBe(true);
    expect(many.firstData).toBe(few.firstData);
    // both pages carry the cards in their first state, and weigh the same
    for (const html of many.pages) expect(html).toContain('"title":"مشاوره مالیاتی"');
    expect(many.pages.map((html) => html.length)).toEqual(few.pages.map((html) => html.length));

    const [oneFew, oneMany] = [JSON.parse(few.one) as Bookable, JSON.parse(many.one) as Bookable];
    expect(oneMany.offeredDays).toHaveLength(200);
    // the month carried is still Azar: 29 days of the 200
    expect(oneMany.availableDates.map((day) => day.date)).toEqual(
      slotsOver('2026-11-23', 29)
        .filter((_, i) => i % 10 === 0)
        .map((slot) => slot.date),
    );
    // everything else is the same bytes
    expect(JSON.stringify({ ...oneMany, availableDates: oneFew.availableDates, offeredDays: oneFew.offeredDays })).toBe(few.one);
    // an offered day costs at most 13 bytes ("2026-11-24",)
    expect(JSON.stringify(oneMany.offeredDays).length).toBeLessThanOrEqual(13 * 200 + 2);
  });
});
