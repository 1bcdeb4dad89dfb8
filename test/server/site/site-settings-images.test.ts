jest.setTimeout(120000);
import { DEMO_SITE_PROFILE } from '../../../server/seed/demo-site-profile';
import { SITE_IMAGE_INVALID } from '../../../src/core/contracts/api/site-image-schema';
import type { SiteImage, SiteProfile } from '../../../src/core/domain/site-profile';
import { builtClient, type BuiltClient } from '../support/built-client';
import { jsonClient } from '../support/json-client';
import { signInDirectly, type SignedInUser } from '../support/sign-in-directly';
import { imageForm, samplePicture, upload } from '../support/site-images';
import { startTestServer, type TestServer } from '../support/test-server';

// A stand-in for the build's renderer: it shows the portrait the server handed it, as the real one does.
const RENDERER = `exports.render = async ({ site }) => ({ html: '<main>' + (site.images.portrait ? '<img src="/' + site.images.portrait.jpeg + '">' : '') + '</main>', styles: '', data: {} });`;
const { images: _images, ...TEXTS } = DEMO_SITE_PROFILE;
const NO_IMAGES: SiteProfile['images'] = { portrait: null, logo: null, favicon: null };

describe("the consultant's pictures saved in the site settings", () => {
  let server: TestServer;
  let client: BuiltClient;
  let admin: SignedInUser;

  beforeAll(async () => {
    client = builtClient({ 'ssr/render.cjs': RENDERER });
    server = await startTestServer({ now: '2026-11-22T08:30:00Z', env: { CLIENT_DIR: client.dir } });
    admin = await signInDirectly(server.db, { isAdmin: true, firstName: 'سارا', lastName: 'کریمی' });
  });
  afterAll(async () => {
    await server.close();
    client.remove();
  });

  const asAdmin = () => jsonClient(server.url, admin.cookie);
  const page = async (path: string) => (await fetch(`${server.url}${path}`)).text();
  const uploaded = async (kind: string, width: number, height: number): Promise<SiteImage> => {
    const answer = await upload(
      server,
      kind,
      imageForm(await samplePicture('jpeg', width, height), `${kind}.jpg`, 'image/jpeg'),
      admin.cookie,
    );
    expect(answer.status).toBe(201);
    return answer.body;
  };
  const changes = async () => (await asAdmin()('GET', '/api/admin/site-profile/changes')).body.changes as { fields: string[] }[];
  // each save a minute after the last, so the log's newest is the last save
  afterEach(() => server.clock.advance(60_000));

  it('refuses a picture no upload of this site made, in Persian, and keeps nothing of the save', async () => {
    const portrait = await uploaded('portrait', 600, 600);
    const foreign = { ...portrait, jpeg: 'https://elsewhere.example/face.jpg' };
    const answer = await asAdmin()('PUT', '/api/admin/site-profile', { ...TEXTS, images: { ...NO_IMAGES, portrait: foreign } });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ success: false, message: SITE_IMAGE_INVALID, fields: { 'images.portrait.jpeg': SITE_IMAGE_INVALID } });
    const traversal = await asAdmin()('PUT', '/api/admin/site-profile', {
      ...TEXTS,
      images: { ...NO_IMAGES, logo: { ...portrait, webp: 'uploads/site/../../.env' } },
    });
    expect(traversal.status).toBe(400);
    expect(traversal.body.message).toBe(SITE_IMAGE_INVALID);
    const kept = (await asAdmin()('GET', '/api/admin/site-profile')).body.profile;
    expect(kept.ownerName).toBe('');
    expect(kept.images).toEqual(NO_IMAGES);
    expect(await changes()).toEqual([]);
  });

  it('shows an uploaded portrait saved in the settings in the public profile and the server-rendered page, and logs it', async () => {
    const portrait = await uploaded('portrait', 1200, 1500);
    // the upload alone changes no page
    expect((await jsonClient(server.url)('GET', '/api/site-profile')).body.profile.images.portrait).toBeNull();
    const saved = await asAdmin()('PUT', '/api/admin/site-profile', { ...TEXTS, images: { ...NO_IMAGES, portrait } });
    expect(saved.status).toBe(200);
    expect(saved.body.profile.images.portrait).toEqual(portrait);

    expect((await jsonClient(server.url)('GET', '/api/site-profile')).body.profile.images).toEqual({ ...NO_IMAGES, portrait });
    const html = await page('/about-me');
    expect(html).toContain(`<main><img src="/${portrait.jpeg}"></main>`);
    // the profile embedded in the page, which the app takes over, names every format
    for (const path of [portrait.jpeg, portrait.webp, portrait.avif]) expect(html).toContain(path);
    expect((await fetch(`${server.url}/${portrait.jpeg}`)).status).toBe(200);
    expect((await changes())[0].fields).toContain('images.portrait');
  });

  it('keeps the pictures when a form that sends none saves the texts', async () => {
    const before = (await asAdmin()('GET', '/api/admin/site-profile')).body.profile.images;
    expect(before.portrait).not.toBeNull();
    const saved = await asAdmin()('PUT', '/api/admin/site-profile', { ...TEXTS, title: 'حسابرس رسمی' });
    expect(saved.status).toBe(200);
    expect(saved.body.profile.images).toEqual(before);
    expect((await changes())[0].fields).toEqual(['title']);
  });

  it("links the favicon's PNG icons in every page once one is saved, and none before", async () => {
    for (const path of ['/', '/about-me', '/login']) expect(await page(path)).not.toContain('<link rel="icon"');
    const favicon = await uploaded('favicon', 300, 300);
    const { portrait } = (await asAdmin()('GET', '/api/admin/site-profile')).body.profile.images;
    expect(
      (await asAdmin()('PUT', '/api/admin/site-profile', { ...TEXTS, title: 'حسابرس رسمی', images: { portrait, logo: null, favicon } }))
        .status,
    ).toBe(200);
    expect((await changes())[0].fields).toEqual(['images.favicon']);

    const tab = favicon.icons!.find((icon) => icon.size === 32)!;
    for (const path of ['/', '/about-me', '/login']) {
      const html = await page(path);
      expect(html).toContain(`<link rel="icon" type="image/png" sizes="32x32" href="/${tab.png}">`);
      expect(html.indexOf('<link rel="icon"')).toBeLessThan(html.indexOf('</head>'));
    }
    const icon = await fetch(`${server.url}/${tab.png}`);
    expect({ status: icon.status, type: icon.headers.get('content-type') }).toEqual({ status: 200, type: 'image/png' });

    // removed again, the pages go back to none
    await asAdmin()('PUT', '/api/admin/site-profile', { ...TEXTS, title: 'حسابرس رسمی', images: { portrait, logo: null, favicon: null } });
    expect(await page('/')).not.toContain('<link rel="icon"');
  });
});
