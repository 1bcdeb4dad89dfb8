import { PAGE_TEXT_MESSAGES } from '../../../src/core/domain/page-texts';
import { DEMO_TEXTS_AUTHOR } from '../../../server/seed/seed-demo-content';
import { startTestServer, type TestServer } from '../support/test-server';
import { jsonClient } from '../support/json-client';
import { signInDirectly } from '../support/sign-in-directly';

/** The page texts over HTTP on the real database (PGlite, or PostgreSQL with TEST_DATABASE_URL). */
describe('page texts over HTTP', () => {
  let server: TestServer;
  let admin: ReturnType<typeof jsonClient>;
  let customer: ReturnType<typeof jsonClient>;
  let visitor: ReturnType<typeof jsonClient>;

  beforeAll(async () => {
    server = await startTestServer({ seed: true });
    admin = jsonClient(server.url, (await signInDirectly(server.db, { isAdmin: true, firstName: 'نگار', lastName: 'امینی' })).cookie);
    customer = jsonClient(server.url, (await signInDirectly(server.db)).cookie);
    visitor = jsonClient(server.url);
  });
  afterAll(() => server.close());

  const rowCount = async () =>
    Number(
      (
        await server.db
          .selectFrom('page_text_versions')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it("serves a page's seeded texts to everyone", async () => {
    const { status, body } = await visitor('GET', '/api/page-texts/audit');
    expect(status).toBe(200);
    expect(body.texts['audit-compliance'].title).toBe('حسابرسی رعایت');
    expect(body.texts['audit-compliance'].body).toContain('قانون مالیات‌های مستقیم');
    expect(body.rules).toBeUndefined();
  });

  it('shows a saved text on the very next public read, and keeps the version before it', async () => {
    await visitor('GET', '/api/page-texts/home');
    const saved = await admin('PUT', '/api/admin/page-texts/home-hero', { body: '<p>معرفی تازه مشاور</p><script>alert(1)</script>' });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ success: true, message: PAGE_TEXT_MESSAGES.saved, version: { version: 2, savedBy: 'نگار امینی' } });
    const page = await visitor('GET', '/api/page-texts/home');
    expect(page.body.texts['home-hero'].body).toBe('<p>معرفی تازه مشاور</p>');
    const { body } = await admin('GET', '/api/admin/page-texts/home-hero/versions');
    expect(body.versions.map((v: { version: number; savedBy: string }) => [v.version, v.savedBy])).toEqual([
      [2, 'نگار امینی'],
      [1, DEMO_TEXTS_AUTHOR],
    ]);
  });

  it('restores an earlier version as a new one, which the public page shows', async () => {
    await admin('PUT', '/api/admin/page-texts/terms', { body: '<p>قوانین نخست</p>' });
    await admin('PUT', '/api/admin/page-texts/terms', { body: '<p>قوانین دوم</p>' });
    const viewed = await admin('GET', '/api/admin/page-texts/terms/versions/1');
    expect(viewed.body.version.body).toBe('<p>قوانین نخست</p>');
    const restored = await admin('POST', '/api/admin/page-texts/terms/versions/1/restore');
    expect(restored.status).toBe(200);
    expect(restored.body.version).toMatchObject({ version: 3, restoredFrom: 1 });
    expect((await visitor('GET', '/api/page-texts/terms')).body.texts.terms.body).toBe('<p>قوانین نخست</p>');
  });

  it('refuses bad input in Persian and saves nothing', async () => {
    const before = await rowCount();
    for (const [path, body, message] of [
      ['/api/admin/page-texts/audit-compliance', { title: '', summary: 'x' }, PAGE_TEXT_MESSAGES.titleRequired],
      ['/api/admin/page-texts/audit-compliance', { title: 42 }, PAGE_TEXT_MESSAGES.invalidBody],
      ['/api/admin/page-texts/privacy', { body: '<script>1</script>' }, PAGE_TEXT_MESSAGES.bodyRequired],
      ['/api/admin/page-texts/nowhere', { body: '<p>x</p>' }, PAGE_TEXT_MESSAGES.unknownSlot],
    ] as const) {
      const answer = await admin('PUT', path, body);
      expect([answer.status, answer.body]).toEqual([path.endsWith('nowhere') ? 404 : 400, { success: false, message }]);
    }
    expect((await admin('POST', '/api/admin/page-texts/terms/versions/99/restore')).body.message).toBe(PAGE_TEXT_MESSAGES.versionNotFound);
    expect((await visitor('GET', '/api/page-texts/nowhere')).status).toBe(404);
    expect(await rowCount()).toBe(before);
  });

  it('lets no one but the consultant save or read versions', async () => {
    const before = await rowCount();
    expect((await customer('PUT', '/api/admin/page-texts/terms', { body: '<p>x</p>' })).status).toBe(403);
    expect((await visitor('PUT', '/api/admin/page-texts/terms', { body: '<p>x</p>' })).status).toBe(401);
    expect((await customer('GET', '/api/admin/page-texts/terms/versions')).status).toBe(403);
    expect((await customer('POST', '/api/admin/page-texts/terms/versions/1/restore')).status).toBe(403);
    expect(await rowCount()).toBe(before);
  });

  it('writes /refund-policy from the change notice the practice has now', async () => {
    expect((await visitor('GET', '/api/page-texts/refund-policy')).body.rules).toEqual({
      changeNoticeHours: 24,
      holdMinutes: 6,
      bankReverseMinutes: 30,
    });
    expect((await admin('PUT', '/api/reservations/change-notice', { hours: 6 })).status).toBe(200);
    expect((await visitor('GET', '/api/page-texts/refund-policy')).body.rules.changeNoticeHours).toBe(6);
  });
});
