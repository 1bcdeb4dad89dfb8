import { builtClient, type BuiltClient } from '../support/built-client';
import { insertReservation, insertReservationType } from '../support/insert-reservation';
import { signInDirectly, type SignedInUser } from '../support/sign-in-directly';
import { startTestServer, type TestServer } from '../support/test-server';
import { REPORT_NOW, reportCall } from './report-support';

/**
 * A stand-in for the build's renderer: a report's address is rendered from the API's answer read
 * inside the server with the visitor's own cookies, as the real page reads it; anything else names
 * its address.
 */
const STAND_IN_RENDERER = `
exports.render = async ({ url, readJson }) => {
  const report = /^\\/report\\/([^/?]+)(?:\\/([^/?]+))?/.exec(url);
  if (!report) return { html: '<main>' + url + '</main>', styles: '', data: {} };
  const path = '/api/reports/' + report[1] + (report[2] ? '/versions/' + report[2] : '');
  const answer = await readJson(path);
  const html = answer.status === 200 ? '<main><article>' + answer.body.report.body + '</article></main>' : '<main><p role="alert">' + answer.body.message + '</p></main>';
  return { html, styles: '', data: {} };
};
`;

const UNKNOWN_ID = '0b6a3a4e-0000-4000-8000-000000000000';

/** /report/{id}: server-rendered for its customer and the consultant; the same 404 page for everyone else. */
describe('the report page as the server sends it', () => {
  let server: TestServer;
  let client: BuiltClient;
  let admin: SignedInUser;
  let owner: SignedInUser;
  let stranger: SignedInUser;
  let sentId: string;
  let draftId: string;

  beforeAll(async () => {
    client = builtClient({ 'ssr/render.cjs': STAND_IN_RENDERER });
    server = await startTestServer({ now: REPORT_NOW, env: { CLIENT_DIR: client.dir } });
    admin = await signInDirectly(server.db, { isAdmin: true });
    owner = await signInDirectly(server.db);
    stranger = await signInDirectly(server.db);
    const typeId = await insertReservationType(server.db, { title: 'تحلیل صورت‌های مالی', price: 900_000 });
    sentId = await insertReservation(server.db, {
      userId: owner.id,
      typeId,
      date: '2026-11-21',
      time: '10:00',
      status: 'confirmed',
      refId: 'R1',
    });
    draftId = await insertReservation(server.db, {
      userId: owner.id,
      typeId,
      date: '2026-11-21',
      time: '12:00',
      status: 'confirmed',
      refId: 'R2',
    });
    const ask = reportCall(server);
    await ask('POST', `/api/admin/reports/${sentId}/send`, admin, { body: '<p>متن محرمانه گزارش</p>' });
    await ask('PUT', `/api/admin/reports/${draftId}/draft`, admin, { body: '<p>پیش‌نویس محرمانه</p>' });
  });
  afterAll(async () => {
    await server.close();
    client.remove();
  });

  const page = async (pathname: string, as: SignedInUser | null) => {
    const response = await fetch(`${server.url}${pathname}`, { headers: as ? { cookie: as.cookie } : {} });
    const html = await response.text();
    return { status: response.status, html, title: /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '' };
  };

  it("renders the report for its customer and for the consultant, with the session's own title", async () => {
    for (const who of [owner, admin]) {
      for (const path of [`/report/${sentId}`, `/report/${sentId}/1`]) {
        const { status, html, title } = await page(path, who);
        expect(status).toBe(200);
        expect(html).toContain('<article><p>متن محرمانه گزارش</p></article>');
        expect(title).toContain('گزارش جلسه تحلیل صورت‌های مالی');
      }
    }
  });

  it('answers 404 alike to another customer, to nobody signed in, for a made-up id or version, and for a draft', async () => {
    const missing = await page(`/report/${UNKNOWN_ID}`, owner);
    expect(missing.status).toBe(404);
    const asked: Array<[string, SignedInUser | null]> = [
      [`/report/${sentId}`, stranger],
      [`/report/${sentId}`, null],
      [`/report/${sentId}/1`, null],
      [`/report/${UNKNOWN_ID}`, null],
      [`/report/${UNKNOWN_ID}`, admin],
      [`/report/not-an-id`, owner],
      [`/report/${sentId}/2`, owner],
      [`/report/${draftId}`, owner],
    ];
    for (const [path, who] of asked) {
      const { status, html, title } = await page(path, who);
      expect({ path, status }).toEqual({ path, status: 404 });
      // nothing of the report, nor of the session it is about, is in the page or its title
      expect(html).not.toContain('محرمانه');
      expect(title).toBe(missing.title);
      expect(title).not.toContain('تحلیل صورت‌های مالی');
    }
  });
});
