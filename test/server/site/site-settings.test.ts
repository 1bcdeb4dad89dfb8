import ICAL from 'ical.js';
import { DEMO_SITE_PROFILE } from '../../../server/seed/demo-site-profile';
import { EMPTY_SITE_PROFILE } from '../../../src/core/domain/site-profile';
import { builtClient, type BuiltClient } from '../support/built-client';
import { insertReservation, insertReservationType } from '../support/insert-reservation';
import { jsonClient } from '../support/json-client';
import { signInDirectly, type SignedInUser } from '../support/sign-in-directly';
import { startTestServer, type TestServer } from '../support/test-server';

// A stand-in for the build's renderer: it writes what the server handed it, as the real one renders it.
const RENDERER = `exports.render = async ({ site }) => ({ html: '<footer>' + site.ownerName + ' ' + site.contact.phone + '</footer>', styles: '', data: {} });`;
const { images: _images, ...DEMO_INPUT } = DEMO_SITE_PROFILE;
const KARIMI = {
  ...DEMO_INPUT,
  siteName: 'دفتر مشاوره کریمی',
  ownerName: 'سارا کریمی',
  contact: { ...DEMO_INPUT.contact, phone: '021-22334455', postalCode: '1434863111' },
};

describe('the site settings over HTTP', () => {
  let server: TestServer;
  let client: BuiltClient;
  let admin: SignedInUser;
  let customer: SignedInUser;

  beforeAll(async () => {
    client = builtClient({ 'ssr/render.cjs': RENDERER });
    server = await startTestServer({ now: '2026-11-22T08:30:00Z', env: { CLIENT_DIR: client.dir } });
    admin = await signInDirectly(server.db, { isAdmin: true, firstName: 'سارا', lastName: 'کریمی' });
    customer = await signInDirectly(server.db, { email: 'customer@example.ir' });
  });
  afterAll(async () => {
    await server.close();
    client.remove();
  });

  const asAdmin = () => jsonClient(server.url, admin.cookie);
  const page = async (path: string) => (await fetch(`${server.url}${path}`)).text();

  it('gives a new site a blank profile: no invented consultant anywhere on its pages', async () => {
    const answer = await jsonClient(server.url)('GET', '/api/site-profile');
    expect(answer.body).toEqual({ success: true, profile: EMPTY_SITE_PROFILE });
    const html = await page('/');
    for (const trace of ['رستگار', '88776655', 'moshaver-mali', 'ونک']) expect(html).not.toContain(trace);
  });

  it('lets only the admin read, save and see the log of the settings', async () => {
    for (const [method, path, body] of [
      ['GET', '/api/admin/site-profile'],
      ['PUT', '/api/admin/site-profile', KARIMI],
      ['GET', '/api/admin/site-profile/changes'],
    ] as const) {
      expect((await jsonClient(server.url)(method, path, body)).status).toBe(401);
      expect((await jsonClient(server.url, customer.cookie)(method, path, body)).status).toBe(403);
    }
    expect((await jsonClient(server.url)('GET', '/api/site-profile')).body.profile.ownerName).toBe('');
  });

  it('refuses a bad postal code with its Persian message by field, and changes nothing', async () => {
    const answer = await asAdmin()('PUT', '/api/admin/site-profile', { ...KARIMI, contact: { ...KARIMI.contact, postalCode: '12' } });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      success: false,
      message: 'کد پستی باید ده رقم باشد',
      fields: { 'contact.postalCode': 'کد پستی باید ده رقم باشد' },
    });
    expect((await asAdmin()('GET', '/api/admin/site-profile')).body.profile).toEqual(EMPTY_SITE_PROFILE);
    expect((await asAdmin()('GET', '/api/admin/site-profile/changes')).body.changes).toEqual([]);
  });

  it('shows a save at once in the public profile, the server-rendered page, its meta and its embedded profile, and logs who changed what', async () => {
    const before = await page('/about-me');
    const saved = await asAdmin()('PUT', '/api/admin/site-profile', KARIMI);
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe('تنظیمات سایت ذخیره شد');

    const profile = (await jsonClient(server.url)('GET', '/api/site-profile')).body.profile;
    expect(profile).toMatchObject({ ownerName: 'سارا کریمی', contact: { postalCode: '1434863111' } });
    const html = await page('/about-me');
    expect(html).not.toBe(before);
    expect(html).toContain('<footer>سارا کریمی 021-22334455</footer>');
    expect(html).toContain('<title>درباره من | دفتر مشاوره کریمی</title>');
    expect(html).toContain('آموزش مالی سازمانی با سارا کریمی');
    expect(html).toContain('<script type="application/json" id="site-profile">');
    expect(html).not.toContain(DEMO_SITE_PROFILE.ownerName);
    expect(await page('/rss.xml')).toContain('<title>دفتر مشاوره کریمی</title>');

    const [change] = (await asAdmin()('GET', '/api/admin/site-profile/changes')).body.changes;
    expect(change).toMatchObject({ changedAt: '2026-11-22T08:30:00.000Z', changedBy: 'سارا کریمی' });
    expect(change.fields).toEqual(expect.arrayContaining(['siteName', 'ownerName', 'contact.phone', 'contact.postalCode']));
  });

  it("writes the owner's name on a receipt, a calendar file and a password-reset e-mail and a mobile-proof SMS", async () => {
    await asAdmin()('PUT', '/api/admin/site-profile', KARIMI);
    const typeId = await insertReservationType(server.db, { title: 'مشاوره مالیاتی', price: 1_250_000 });
    const id = await insertReservation(server.db, { userId: customer.id, typeId, date: '2026-11-30', time: '09:00', status: 'confirmed' });
    const payment = await server.db
      .insertInto('payments')
      .values({
        reservation_id: id,
        gateway: 'zarinpal',
        authority: 'A-site',
        amount: 1_250_000,
        status: 'paid',
        ref_id: '201',
        card_pan: '603799******1234',
        paid_at: new Date(),
        updated_at: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await server.db.updateTable('reservations').set({ payment_id: payment.id }).where('id', '=', id).execute();

    const receipt = await jsonClient(server.url, customer.cookie)('GET', `/api/reservations/${id}/receipt`);
    expect(receipt.body.receipt.consultantName).toBe('سارا کریمی');
    const ics = await (await fetch(`${server.url}/api/reservations/${id}/calendar.ics`, { headers: { cookie: customer.cookie } })).text();
    const event = new ICAL.Event(new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent')!);
    expect(event.summary).toBe('مشاوره مالیاتی با سارا کریمی');
    expect(event.description).toContain('تلفن دفتر: 021-22334455');

    await jsonClient(server.url)('POST', '/api/auth/password-reset/request', { email: 'customer@example.ir' });
    await jsonClient(server.url, customer.cookie)('POST', '/api/user/mobile/code');
    const messages = await server.db.selectFrom('outbox_messages').select(['channel', 'subject', 'body']).execute();
    expect(messages.find((message) => message.channel === 'email')?.subject).toBe('بازیابی رمز عبور | دفتر مشاوره کریمی');
    expect(messages.find((message) => message.channel === 'sms')?.body).toContain('کد تأیید شماره موبایل در دفتر مشاوره کریمی');
  });
});
