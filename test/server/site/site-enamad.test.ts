import { DEMO_SITE_PROFILE } from '../../../server/seed/demo-site-profile';
import { builtClient, type BuiltClient } from '../support/built-client';
import { jsonClient } from '../support/json-client';
import { signInDirectly, type SignedInUser } from '../support/sign-in-directly';
import { startTestServer, type TestServer } from '../support/test-server';

const { images: _images, ...DEMO_INPUT } = DEMO_SITE_PROFILE;
const SEAL = { id: '123456', code: 'AbC9xYz', domainCheck: '98765432' };
const STRICT_CSP =
  "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data: blob:;font-src 'self';connect-src 'self';object-src 'none';base-uri 'self';form-action 'self';frame-ancestors 'none'";
const SEAL_CSP = STRICT_CSP.replace("img-src 'self' data: blob:", "img-src 'self' data: blob: https://trustseal.enamad.ir");
// A stand-in for the build's renderer: it renders the footer's seal as the real footer does.
const RENDERER = `exports.render = async ({ site }) => ({ html: site.enamad && site.enamad.id ? '<a href="https://trustseal.enamad.ir/?id=' + site.enamad.id + '">seal</a>' : '<p>no seal</p>', styles: '', data: {} });`;

describe('the Enamad seal and domain check', () => {
  let server: TestServer;
  let client: BuiltClient;
  let admin: SignedInUser;

  beforeAll(async () => {
    client = builtClient({ 'ssr/render.cjs': RENDERER });
    server = await startTestServer({ env: { CLIENT_DIR: client.dir } });
    admin = await signInDirectly(server.db, { isAdmin: true });
  });
  afterAll(async () => {
    await server.close();
    client.remove();
  });

  const save = (enamad: typeof SEAL | null) =>
    jsonClient(server.url, admin.cookie)('PUT', '/api/admin/site-profile', { ...DEMO_INPUT, enamad });

  it('has no seal, no meta, no domain-check file and the strict CSP while none is set', async () => {
    await save(null);
    const home = await fetch(`${server.url}/`);
    expect(home.headers.get('content-security-policy')).toBe(STRICT_CSP);
    const html = await home.text();
    expect(html).not.toContain('name="enamad"');
    expect(html).toContain('<p>no seal</p>');
    const file = await fetch(`${server.url}/${SEAL.domainCheck}.txt`);
    expect(file.status).toBe(404);
    expect(file.headers.get('content-type')).toContain('text/html');
  });

  it("shows the seal, the meta on the home page, the domain-check file, and lets in Enamad's image host alone", async () => {
    expect((await save(SEAL)).status).toBe(200);
    const home = await fetch(`${server.url}/`);
    expect(home.headers.get('content-security-policy')).toBe(SEAL_CSP);
    const html = await home.text();
    expect(html).toContain('<meta name="enamad" content="98765432">');
    expect(html).toContain('<a href="https://trustseal.enamad.ir/?id=123456">seal</a>');

    const other = await fetch(`${server.url}/about-me`);
    expect(other.headers.get('content-security-policy')).toBe(SEAL_CSP);
    expect(await other.text()).not.toContain('name="enamad"');
    // answers that are not pages keep the strict policy
    expect((await fetch(`${server.url}/api/site-profile`)).headers.get('content-security-policy')).toBe(STRICT_CSP);

    const file = await fetch(`${server.url}/98765432.txt`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await file.text()).toBe('98765432');
    expect((await fetch(`${server.url}/12345678.txt`)).status).toBe(404);
    expect((await fetch(`${server.url}/robots.txt`)).status).toBe(200);
  });

  it('takes it all away again when the seal is cleared', async () => {
    await save(SEAL);
    await save(null);
    const home = await fetch(`${server.url}/`);
    expect(home.headers.get('content-security-policy')).toBe(STRICT_CSP);
    const html = await home.text();
    expect(html).not.toContain('name="enamad"');
    expect(html).not.toContain('trustseal');
    expect((await fetch(`${server.url}/98765432.txt`)).status).toBe(404);
  });
});
