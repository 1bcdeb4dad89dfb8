import { Refusal } from '../../../../server/modules/refusal';
import { REPORT_MESSAGES } from '../../../../src/core/domain/session-report';
import { aReportBooking, reportsKit } from '../../../fakes/server/reports/reports-kit';

async function refusalOf(work: Promise<unknown>): Promise<Refusal> {
  const error = await work.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof Refusal)) throw new Error(`expected a refusal, got ${String(error)}`);
  return error;
}

const write = (body: string, reservationId = 'b1') => ({ by: 'admin-1', reservationId, body });

describe('writing and sending a session report (use cases on fakes)', () => {
  it('keeps drafts in place under the number they will be sent as, and tells nobody', async () => {
    const kit = reportsKit();
    kit.book();
    await kit.useCases.saveReportDraft.execute(write('<p>نخست</p>'));
    const { desk } = await kit.useCases.saveReportDraft.execute(write('<p>دوم</p>'));
    expect(desk.draft).toMatchObject({ version: 1, body: '<p>دوم</p>' });
    expect(desk.sent).toEqual([]);
    expect(kit.store.rows).toHaveLength(1);
    expect(kit.outbox.entries).toEqual([]);
  });

  it('sends: the draft becomes version 1, and the customer is queued one SMS and one e-mail', async () => {
    const kit = reportsKit();
    kit.book();
    await kit.useCases.saveReportDraft.execute(write('<p>پیش‌نویس</p>'));
    const sent = await kit.useCases.sendReport.execute(write('<p>گزارش</p>'));
    expect(sent.message).toBe(REPORT_MESSAGES.sent(1));
    expect(sent.desk).toMatchObject({ draft: null, sent: [{ version: 1, body: '<p>گزارش</p>' }] });
    expect(kit.outbox.entries.map((entry) => [entry.channel, entry.recipient, entry.dedupeKey])).toEqual([
      ['sms', '09121234567', 'report-ready:b1:1:sms'],
      ['email', 'narges@example.com', 'report-ready:b1:1:email'],
    ]);
    expect(kit.outbox.entries[1].subject).toContain('گزارش جلسه شما آماده است');
  });

  it('sends a correction as version 2, keeping version 1 as it was sent, and tells the customer of the correction', async () => {
    const kit = reportsKit();
    kit.book();
    await kit.useCases.sendReport.execute(write('<p>نخست</p>'));
    const first = await kit.store.sent('b1', 1);
    kit.clock.advance(60_000);
    await kit.useCases.sendReport.execute(write('<p>اصلاح‌شده</p>'));
    expect(await kit.store.sent('b1', 1)).toEqual(first);
    const reading = await kit.useCases.readReport.execute({
      viewer: { id: 'customer-1', isAdmin: false },
      reservationId: 'b1',
      version: null,
    });
    expect(reading).toMatchObject({ version: 2, body: '<p>اصلاح‌شده</p>', latest: true });
    expect(reading.versions.map((each) => each.version)).toEqual([2, 1]);
    const correction = kit.outbox.entries.filter((entry) => entry.dedupeKey?.startsWith('report-ready:b1:2'));
    expect(correction.map((entry) => entry.channel)).toEqual(['sms', 'email']);
    expect(correction[0].body).toContain('نسخه ۲ گزارش');
  });

  it.each([
    ['before the session has started', { startsAt: new Date('2026-11-22T09:00:00Z') }, REPORT_MESSAGES.beforeSession],
    ['for a booking not paid (still held)', { status: 'pending' }, REPORT_MESSAGES.notConfirmed],
    ['for a booking whose hold lapsed', { status: 'expired' }, REPORT_MESSAGES.notConfirmed],
    ['for a cancelled booking', { status: 'cancelled' }, REPORT_MESSAGES.cancelled],
  ])('refuses %s with its Persian reason, and keeps and tells nothing', async (_name, change, message) => {
    const kit = reportsKit();
    kit.book(aReportBooking(change));
    for (const work of [kit.useCases.saveReportDraft.execute(write('<p>x</p>')), kit.useCases.sendReport.execute(write('<p>x</p>'))]) {
      const refusal = await refusalOf(work);
      expect([refusal.kind, refusal.message]).toEqual(['conflict', message]);
    }
    expect(kit.store.rows).toEqual([]);
    expect(kit.outbox.entries).toEqual([]);
  });

  it('allows the report once the session has started, even while it runs', async () => {
    const kit = reportsKit();
    kit.book(aReportBooking({ startsAt: kit.clock.now() }));
    await expect(kit.useCases.sendReport.execute(write('<p>x</p>'))).resolves.toMatchObject({ message: REPORT_MESSAGES.sent(1) });
  });

  it('keeps the report as an article is kept: markup outside the editor is dropped, and a report left empty by that is refused', async () => {
    const kit = reportsKit();
    kit.book();
    const { desk } = await kit.useCases.saveReportDraft.execute(
      write('<p onclick="x()">متن <a href="javascript:alert(1)">پیوند</a></p><iframe></iframe>'),
    );
    expect(desk.draft?.body).toBe('<p>متن <a>پیوند</a></p>');
    const refusal = await refusalOf(kit.useCases.sendReport.execute(write('<script>alert(1)</script>')));
    expect([refusal.kind, refusal.message]).toEqual(['invalid', REPORT_MESSAGES.empty]);
  });

  it('tells nobody when the customer has deleted their account, and only by e-mail a customer without a mobile', async () => {
    const kit = reportsKit();
    kit.book(aReportBooking({ reservationId: 'gone', userId: null }));
    kit.book(aReportBooking({ reservationId: 'no-mobile', customerMobile: null }));
    await kit.useCases.sendReport.execute(write('<p>x</p>', 'gone'));
    await kit.useCases.sendReport.execute(write('<p>x</p>', 'no-mobile'));
    expect(kit.outbox.entries.map((entry) => entry.dedupeKey)).toEqual(['report-ready:no-mobile:1:email']);
  });
});

describe('reading a session report (use case on fakes)', () => {
  const kitWithReport = async () => {
    const kit = reportsKit();
    kit.book();
    await kit.useCases.sendReport.execute(write('<p>گزارش</p>'));
    kit.book(aReportBooking({ reservationId: 'draft-only' }));
    await kit.useCases.saveReportDraft.execute(write('<p>پیش‌نویس</p>', 'draft-only'));
    return kit;
  };

  it('gives the sent report to its customer and to the consultant', async () => {
    const kit = await kitWithReport();
    for (const viewer of [
      { id: 'customer-1', isAdmin: false },
      { id: 'admin-1', isAdmin: true },
    ]) {
      await expect(kit.useCases.readReport.execute({ viewer, reservationId: 'b1', version: null })).resolves.toMatchObject({
        body: '<p>گزارش</p>',
      });
    }
  });

  it.each([
    ['another customer', { id: 'customer-2', isAdmin: false }, 'b1', null],
    ['nobody signed in', null, 'b1', null],
    ['a booking that does not exist', { id: 'admin-1', isAdmin: true }, 'nope', null],
    ['a version never sent', { id: 'customer-1', isAdmin: false }, 'b1', 2],
    ['a draft, to its customer', { id: 'customer-1', isAdmin: false }, 'draft-only', null],
    ['a draft, to the consultant on the reading page', { id: 'admin-1', isAdmin: true }, 'draft-only', null],
  ])('says "not found" alike to %s', async (_name, viewer, reservationId, version) => {
    const kit = await kitWithReport();
    const refusal = await refusalOf(kit.useCases.readReport.execute({ viewer, reservationId, version }));
    expect([refusal.kind, refusal.message]).toEqual(['not-found', REPORT_MESSAGES.notFound]);
  });
});
