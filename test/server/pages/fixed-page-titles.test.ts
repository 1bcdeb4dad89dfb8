import { DomUtils, parseDocument } from 'htmlparser2';
import { seedDemoSiteProfile } from '../../../server/seed/seed-demo-content';
import { DEMO_SITE_PROFILE } from '../../../server/seed/demo-site-profile';
import { builtClient, type BuiltClient } from '../support/built-client';
import { startTestServer, type TestServer } from '../support/test-server';

/** The <title> and description of a page as a crawler or a shared link reads them, before any script. */
async function headOf(server: TestServer, path: string): Promise<{ title: string; description: string | undefined }> {
  const document = parseDocument(await (await fetch(`${server.url}${path}`)).text());
  const title = DomUtils.findOne((node) => node.name === 'title', document.children);
  const description = DomUtils.findOne((node) => node.name === 'meta' && node.attribs.name === 'description', document.children);
  return { title: title ? DomUtils.textContent(title) : '', description: description?.attribs.content };
}

describe('the titles of the pages with a fixed title, in the HTML the server sends', () => {
  let server: TestServer;
  let client: BuiltClient;

  beforeAll(async () => {
    client = builtClient();
    server = await startTestServer({ env: { CLIENT_DIR: client.dir } });
  });
  afterAll(async () => {
    await server.close();
    client.remove();
  });

  it("are the page's title alone while the site has no name", async () => {
    expect((await headOf(server, '/terms')).title).toBe('قوانین و مقررات');
  });

  it('name the page, then the site, as the browser tab does once the app runs', async () => {
    await seedDemoSiteProfile(server.db, server.clock.now());
    const site = DEMO_SITE_PROFILE.siteName;
    const expected: Record<string, string> = {
      '/about-me': 'درباره من',
      '/services': 'خدمات',
      '/audit': 'خدمات حسابرسی',
      '/educational': 'آموزش مالی سازمانی',
      '/contact': 'تماس با ما',
      '/terms': 'قوانین و مقررات',
      '/privacy': 'حریم خصوصی',
      '/refund-policy': 'شرایط لغو و بازگشت وجه',
    };
    for (const [path, page] of Object.entries(expected))
      expect({ path, title: (await headOf(server, path)).title }).toEqual({ path, title: `${page} | ${site}` });
    // the home page is the site's own; the description stays the site's
    const home = await headOf(server, '/');
    expect(home.title).toBe(site);
    expect((await headOf(server, '/contact')).description).toBe(home.description);
  });
});
