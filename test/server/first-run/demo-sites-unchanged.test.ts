import { startTestServer } from '../support/test-server';
import { builtClient } from '../support/built-client';
import { PRODUCTION_ENV } from '../support/first-run';

const STAND_IN_RENDERER = `exports.render = async ({ url, data = {} }) => ({ html: '<main><h1>rendered ' + url.replace(/[&<>"]/g, '') + '</h1></main>', styles: '', data });`;

describe('sites with demo content before any admin exists', () => {
  it.each([
    ['a development server', {}],
    ['a production demo site (SEED_DEMO_CONTENT=true)', { ...PRODUCTION_ENV, SEED_DEMO_CONTENT: 'true' }],
  ])('%s shows its pages as they are, not the set-up pending page', async (_site, env) => {
    const client = builtClient({ 'ssr/render.cjs': STAND_IN_RENDERER });
    const server = await startTestServer({ env: { ...env, CLIENT_DIR: client.dir } });
    try {
      expect(await server.db.selectFrom('users').select('id').execute()).toEqual([]);
      const home = await fetch(`${server.url}/`);
      expect(home.status).toBe(200);
      const html = await home.text();
      expect(html).toContain('rendered /');
      expect(html).not.toContain('سایت در حال راه‌اندازی است');
    } finally {
      await server.close();
      client.remove();
    }
  });
});
