import { startTestServer, type TestServer } from '../support/test-server';
import { builtClient, type BuiltClient } from '../support/built-client';
import { signInDirectly } from '../support/sign-in-directly';
import { MAX_SENDS_PER_ADDRESS } from '../../../server/modules/contact';
import { CONTACT_MESSAGES } from '../../../src/core/domain/contact-message';
import { DEMO_SITE_PROFILE as SITE_PROFILE } from '../../../server/seed/demo-site-profile';

/** A stand-in for the build's renderer: the address and the form's answer it was handed (the real page's drawing is test/render/contact-page.test.tsx). */
const STAND_IN_RENDERER = `
const escape = (text) => String(text).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
exports.render = async ({ url, data = {} }) => {
  const answer = data['contact-form'];
  const shown = !answer ? '' : answer.sent ? '<p role="status">' + answer.kind + ' ' + answer.trackingNumber + '</p>' : '<p role="alert">' + escape(answer.error) + '</p><textarea name="text">' + escape(answer.form.text) + '</textarea>';
  return { html: '<main><h1>تماس با ما ' + escape(url) + '</h1>' + shown + '</main>', styles: '', data };
};
`;

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const COMPLAINT = {
  name: 'نرگس کاظمی',
  mobile: '09121234567',
  email: '',
  kind: 'complaint',
  text: 'جلسه‌ای که رزرو کرده بودم بدون خبر لغو شد.',
  website: '',
};
const PROFILE = { ...SITE_PROFILE, contact: { ...SITE_PROFILE.contact, mobile: '09350001122', email: 'office@example.com' } };

describe('/contact over HTTP', () => {
  let server: TestServer;
  let client: BuiltClient;
  let address = 0;

  beforeAll(async () => {
    client = builtClient({ 'ssr/render.cjs': STAND_IN_RENDERER });
    server = await startTestServer({
      env: { CLIENT_DIR: client.dir, TRUST_PROXY: '1' },
      dependencies: (deps) => ({ ...deps, contact: { ...deps.contact, profile: { current: async () => PROFILE } } }),
    });
  });
  afterAll(async () => {
    await server.close();
    client.remove();
  });

  /** every post from an address of its own unless a test names one: the limit has a test of its own */
  const from = (ip?: string) => ({ 'x-forwarded-for': ip ?? `198.18.${Math.floor(++address / 250)}.${address % 250}` });
  const postForm = async (fields: Record<string, string>, ip?: string) => {
    const response = await fetch(`${server.url}/contact`, {
      method: 'POST',
      headers: { ...FORM, ...from(ip) },
      body: new URLSearchParams(fields).toString(),
    });
    return { status: response.status, html: await response.text() };
  };
  const postJson = async (body: unknown, ip?: string) => {
    const response = await fetch(`${server.url}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...from(ip) },
      body: JSON.stringify(body),
    });
    return { status: response.status, headers: response.headers, body: await response.json() };
  };
  const stored = () => server.db.selectFrom('contact_messages').selectAll().orderBy('created_at').orderBy('id').execute();

  it('answers /contact with 200 and the page', async () => {
    const response = await fetch(`${server.url}/contact`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<h1>تماس با ما /contact</h1>');
  });

  it('takes a complaint posted without the app: the page comes back with its tracking number, it is kept and queued to the consultant once each way', async () => {
    const { status, html } = await postForm(COMPLAINT);
    expect(status).toBe(200);
    const shown = /<p role="status">complaint ([0-9]{8})<\/p>/.exec(html);
    expect(shown).not.toBeNull();
    const rows = await stored();
    expect(rows).toEqual([
      expect.objectContaining({ tracking_number: shown![1], kind: 'complaint', name: 'نرگس کاظمی', mobile: '09121234567', email: null }),
    ]);
    const outbox = await server.db
      .selectFrom('outbox_messages')
      .select(['channel', 'recipient', 'dedupe_key'])
      .where('dedupe_key', 'like', 'contact-%')
      .execute();
    expect(outbox.map((row) => [row.channel, row.recipient]).sort()).toEqual([
      ['email', 'office@example.com'],
      ['sms', '09350001122'],
    ]);
  });

  it('answers a refused form with the page, the Persian reason and the text kept', async () => {
    const before = (await stored()).length;
    const { status, html } = await postForm({ ...COMPLAINT, mobile: '', email: '' });
    expect(status).toBe(400);
    expect(html).toContain(CONTACT_MESSAGES.replyToRequired);
    expect(html).toContain(COMPLAINT.text);
    expect(await stored()).toHaveLength(before);
  });

  it('drops a form whose hidden field is filled, answering as if it were sent', async () => {
    const before = (await stored()).length;
    const { status, html } = await postForm({ ...COMPLAINT, website: 'http://spam.example' });
    expect(status).toBe(200);
    expect(html).toMatch(/<p role="status">complaint [0-9]{8}<\/p>/);
    const json = await postJson({ ...COMPLAINT, website: 'x' });
    expect(json.status).toBe(201);
    expect(await stored()).toHaveLength(before);
  });

  it("takes a message through the app's call and says, in Persian digits, the number to keep", async () => {
    const { status, body } = await postJson({ ...COMPLAINT, kind: 'message', mobile: '', email: 'visitor@example.com' });
    expect(status).toBe(201);
    expect(body).toMatchObject({ success: true, kind: 'message', trackingNumber: expect.stringMatching(/^[0-9]{8}$/) });
    expect(body.message).toContain('پیام شما با شماره پیگیری');
    expect(body.message).not.toMatch(/[0-9]/);
  });

  it('refuses an address over its limit with a Persian 429 and Retry-After, on the form and the call alike', async () => {
    const ip = '203.0.113.99';
    for (let i = 0; i < MAX_SENDS_PER_ADDRESS; i += 1) expect((await postJson(COMPLAINT, ip)).status).toBe(201);
    const over = await postJson(COMPLAINT, ip);
    expect(over.status).toBe(429);
    expect(over.body.message).toBe(CONTACT_MESSAGES.tooMany(60));
    expect(over.headers.get('retry-after')).toBe('3600');
    const form = await postForm(COMPLAINT, ip);
    expect(form.status).toBe(429);
    expect(form.html).toContain(CONTACT_MESSAGES.tooMany(60));
  });

  it('refuses what no form sends, in Persian, without falling over: control characters, oversize fields, wrong types, no body', async () => {
    const bad: unknown[] = [
      { ...COMPLAINT, text: 'سلام\u0000دنیا، متن آزمایشی' },
      { ...COMPLAINT, text: 'ا'.repeat(50_000) },
      { ...COMPLAINT, name: ['x'] },
      null,
      'text',
      { ...COMPLAINT, text: '\uD800 تنها' },
    ];
    for (const body of bad) {
      const { status, body: answer } = await postJson(body);
      expect(status).toBe(400);
      expect(answer.message).toMatch(/[\u0600-\u06FF]/);
    }
    const huge = await fetch(`${server.url}/contact`, { method: 'POST', headers: FORM, body: `text=${'a'.repeat(40_000)}` });
    expect(huge.status).toBe(413);
    expect((await fetch(`${server.url}/api/health`)).status).toBeLessThan(500);
  });

  it('shows the consultant the messages newest first, the complaints alone, one by its tracking number, and marks one answered', async () => {
    const admin = await signInDirectly(server.db, { isAdmin: true });
    const get = async (query: string) =>
      (await fetch(`${server.url}/api/admin/contact-messages${query}`, { headers: { cookie: admin.cookie } })).json();
    const all = await get('');
    const rows = await stored();
    expect(all.messages.map((message: { trackingNumber: string }) => message.trackingNumber)).toEqual(
      rows.map((row) => row.tracking_number).reverse(),
    );
    const complaints = await get('?complaints=1');
    expect(complaints.messages.length).toBeGreaterThan(0);
    expect(complaints.messages.every((message: { kind: string }) => message.kind === 'complaint')).toBe(true);
    const persianNumber = rows[0].tracking_number.replace(/[0-9]/g, (digit) => '۰۱۲۳۴۵۶۷۸۹'[Number(digit)]);
    const one = await get(`?tracking=${encodeURIComponent(persianNumber)}`);
    expect(one.messages).toEqual([expect.objectContaining({ id: rows[0].id, text: rows[0].body, answeredAt: null })]);

    const marked = await fetch(`${server.url}/api/admin/contact-messages/${rows[0].id}/answered`, {
      method: 'POST',
      headers: { cookie: admin.cookie },
    });
    expect(marked.status).toBe(200);
    expect((await get(`?tracking=${rows[0].tracking_number}`)).messages[0].answeredAt).not.toBeNull();
    const missing = await fetch(`${server.url}/api/admin/contact-messages/not-an-id/answered`, {
      method: 'POST',
      headers: { cookie: admin.cookie },
    });
    expect(missing.status).toBe(404);
    const badNumber = await fetch(`${server.url}/api/admin/contact-messages?tracking=12ab`, { headers: { cookie: admin.cookie } });
    expect(badNumber.status).toBe(400);
    expect((await badNumber.json()).message).toBe(CONTACT_MESSAGES.invalidTracking);
  });

  it('refuses the list and the marking to a visitor (401) and a customer (403)', async () => {
    expect((await fetch(`${server.url}/api/admin/contact-messages`)).status).toBe(401);
    const customer = await signInDirectly(server.db);
    expect((await fetch(`${server.url}/api/admin/contact-messages`, { headers: { cookie: customer.cookie } })).status).toBe(403);
    const [row] = await stored();
    expect(
      (await fetch(`${server.url}/api/admin/contact-messages/${row.id}/answered`, { method: 'POST', headers: { cookie: customer.cookie } }))
        .status,
    ).toBe(403);
  });
});
