import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { sandboxBankRoutes } from '../../../server/modules/booking/http/sandbox-bank-routes';
import { VisitSandboxBank } from '../../../server/modules/booking/use-cases/visit-sandbox-bank';
import { useSandboxGateway } from './sandbox-gateway-world';

describe("the sandbox bank's pages", () => {
  const w = useSandboxGateway();

  const bankApp = async (clientDir?: string) => {
    const app = Fastify();
    await sandboxBankRoutes(app, new VisitSandboxBank(w.gateway), { clientDir });
    return app;
  };

  it('shows the amount and both choices, then sends the visitor back to the callback with the outcome', async () => {
    const authority = await w.requested();
    const app = await bankApp();

    const pageHtml = (await app.inject({ url: `/sandbox-bank/${authority}` })).body;
    expect(pageHtml).toContain(`action="/sandbox-bank/${authority}/pay"`);
    expect(pageHtml).toContain(`action="/sandbox-bank/${authority}/cancel"`);

    const paidAnswer = await app.inject({
      method: 'POST',
      url: `/sandbox-bank/${authority}/pay`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(paidAnswer.statusCode).toBe(303);
    expect(paidAnswer.headers.location).toBe(`/payment/callback?Authority=${authority}&Status=OK`);
    // The choice is made: the page now only sends the visitor back.
    expect((await app.inject({ url: `/sandbox-bank/${authority}` })).headers.location).toBe(
      `/payment/callback?Authority=${authority}&Status=OK`,
    );
    await app.close();
  });

  it('answers 404 for an authority it never issued', async () => {
    const app = await bankApp();
    expect((await app.inject({ url: '/sandbox-bank/Snotreal' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'POST', url: '/sandbox-bank/Snotreal/pay' })).statusCode).toBe(404);
    await app.close();
  });

  it("sets the page in the site's self-hosted font when the built client is at hand", async () => {
    const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sandbox-client-'));
    try {
      fs.mkdirSync(path.join(clientDir, 'assets'));
      fs.writeFileSync(path.join(clientDir, 'route-chunks.json'), JSON.stringify({ app: ['assets/app.1234.css', 'assets/app.1234.js'] }));
      const fontFace =
        "@font-face {\n  font-family: 'Vazirmatn';\n  src: url(/assets/vazirmatn-arabic-400-normal.abcd.woff2) format('woff2');\n}";
      fs.writeFileSync(path.join(clientDir, 'assets/app.1234.css'), `/* vazirmatn */\n${fontFace}\nbody { color: red; }`);
      const authority = await w.requested();
      const app = await bankApp(clientDir);

      const pageHtml = (await app.inject({ url: `/sandbox-bank/${authority}` })).body;

      expect(pageHtml).toContain(fontFace);
      expect(pageHtml).not.toContain('color: red');
      await app.close();
    } finally {
      fs.rmSync(clientDir, { recursive: true, force: true });
    }
  });

  it('serves nothing when the sandbox is not the gateway', async () => {
    const app = Fastify();
    await sandboxBankRoutes(app, null);
    expect((await app.inject({ url: `/sandbox-bank/${await w.requested()}` })).statusCode).toBe(404);
    await app.close();
  });
});
