import { OUTSIDE_CALENDAR_MESSAGES as M, MAX_OUTSIDE_CALENDARS } from '../../../../src/core/domain/outside-calendar';
import { OutsideCalendarsRefusal } from '../../../../server/modules/outside-calendars';
import { outsideCalendarsKit } from '../../../fakes/server/outside-calendars/outside-calendars-kit';
import { allDayEvent, weeklyMeeting } from './ics-files';

const refusalOf = (work: Promise<unknown>) =>
  work.then(
    () => null,
    (error: unknown) => (error instanceof OutsideCalendarsRefusal ? { kind: error.kind, message: error.message } : error),
  );

describe('the outside-calendars use cases', () => {
  it('keeps an address sealed, reads webcal:// as https://, and names a calendar by its host when no name is given', async () => {
    const kit = outsideCalendarsKit();
    const view = await kit.useCases.addCalendar.execute({ address: ' webcal://p01-calendars.icloud.com/published/2/abc ', label: '' });
    expect(view).toMatchObject({ label: 'p01-calendars.icloud.com', host: 'p01-calendars.icloud.com', lastReadAt: null, busyCount: 0 });
    expect(kit.calendars.rows[0].sealedAddress).not.toContain('icloud');
    expect(await kit.sealer.open('outside-calendar-address', kit.calendars.rows[0].sealedAddress)).toBe(
      'https://p01-calendars.icloud.com/published/2/abc',
    );
  });

  it(`refuses more than ${MAX_OUTSIDE_CALENDARS} calendars, changing nothing`, async () => {
    const kit = outsideCalendarsKit();
    for (let n = 0; n < MAX_OUTSIDE_CALENDARS; n++)
      await kit.useCases.addCalendar.execute({ address: `https://example.com/${n}.ics`, label: '' });
    expect(await refusalOf(kit.useCases.addCalendar.execute({ address: 'https://example.com/x.ics', label: '' }))).toEqual({
      kind: 'invalid',
      message: M.tooMany,
    });
    expect(kit.calendars.rows).toHaveLength(MAX_OUTSIDE_CALENDARS);
  });

  it('reads every calendar: one that fails or is not a calendar does not stop the others', async () => {
    const kit = outsideCalendarsKit();
    for (const name of ['a', 'b', 'c']) await kit.useCases.addCalendar.execute({ address: `https://example.com/${name}.ics`, label: name });
    kit.fetcher.answers.set('https://example.com/a.ics', { kind: 'status', status: 404 });
    kit.fetcher.answers.set('https://example.com/b.ics', '<html>Sign in</html>');
    kit.fetcher.answers.set('https://example.com/c.ics', weeklyMeeting('2026-12-07', '2026-12-14', '2026-12-21'));
    expect(await kit.useCases.refreshCalendars.execute()).toEqual({ read: 1, failed: 2 });
    const { calendars } = await kit.useCases.listCalendars.execute();
    expect(calendars.map(({ label, failure, busyCount }) => ({ label, failure, busyCount }))).toEqual([
      { label: 'a', failure: M.failure.status(404), busyCount: 0 },
      { label: 'b', failure: M.failure.notCalendar, busyCount: 0 },
      { label: 'c', failure: null, busyCount: 3 },
    ]);
  });

  it('says so in Persian when the address no longer opens under the server key, and keeps the last copy', async () => {
    const kit = outsideCalendarsKit();
    await kit.useCases.addCalendar.execute({ address: 'https://example.com/away.ics', label: 'مرخصی' });
    kit.fetcher.answers.set('https://example.com/away.ics', allDayEvent('2026-12-09', '2026-12-10'));
    await kit.useCases.refreshCalendars.execute();
    kit.sealer.key = 'k2';
    expect(await kit.useCases.refreshCalendars.execute()).toEqual({ read: 0, failed: 1 });
    expect((await kit.useCases.listCalendars.execute()).calendars[0]).toMatchObject({ failure: M.failure.unsealed, busyCount: 1 });
    expect(kit.fetcher.asked).toHaveLength(1);
  });

  it('tells the consultant once per run of failures, only after a whole day', async () => {
    const kit = outsideCalendarsKit();
    await kit.useCases.addCalendar.execute({ address: 'https://example.com/a.ics', label: 'کار' });
    kit.fetcher.answers.set('https://example.com/a.ics', { kind: 'timeout' });
    await kit.useCases.refreshCalendars.execute();
    kit.clock.advance(24 * 60 * 60 * 1000);
    await kit.useCases.refreshCalendars.execute();
    await kit.useCases.refreshCalendars.execute();
    expect(kit.told).toHaveLength(1);
    expect(kit.told[0]).toContain(M.failure.timeout);

    kit.fetcher.answers.set('https://example.com/a.ics', allDayEvent('2026-12-09', '2026-12-10'));
    await kit.useCases.refreshCalendars.execute();
    kit.fetcher.answers.set('https://example.com/a.ics', { kind: 'network' });
    kit.clock.advance(60 * 1000);
    await kit.useCases.refreshCalendars.execute();
    kit.clock.advance(24 * 60 * 60 * 1000);
    await kit.useCases.refreshCalendars.execute();
    expect(kit.told).toHaveLength(2);
  });

  it('refuses to remove a calendar that is not there', async () => {
    const kit = outsideCalendarsKit();
    expect(await refusalOf(kit.useCases.removeCalendar.execute('not-an-id'))).toEqual({ kind: 'not-found', message: M.notFound });
  });
});
