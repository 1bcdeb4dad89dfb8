import { Writable } from 'node:stream';
import { FakeZarinpalServer, FAKE_ZARINPAL_MERCHANT_ID } from '../../fakes/fake-zarinpal-server';
import { FakeKavenegarServer } from '../../fakes/server/notifications/fake-kavenegar-server';
import { RecordingSmtpServer } from '../../fakes/server/notices/recording-smtp-server';
import { call } from '../support/admin-content';
import { signInDirectly, type SignedInUser } from '../support/sign-in-directly';
import { startTestServer, type TestServer } from '../support/test-server';

export const SETTINGS_PATH = '/api/admin/provider-settings';
export const REGISTERED_DOMAIN = 'moshaver.ir';
export { FAKE_ZARINPAL_MERCHANT_ID };

/**
 * A server for a test file beside the three services' fakes (Zarinpal, Kavenegar, a real SMTP
 * server), pointed at them only by their addresses: which key or merchant id is used is up to
 * the settings. Every HTTP answer the tests get and every line the server logs are kept, to look
 * for secrets in.
 */
export function useProviderWorld(env: Record<string, string> = {}) {
  const w = { answers: [] as string[], logged: [] as string[] } as {
    server: TestServer;
    admin: SignedInUser;
    zarinpal: FakeZarinpalServer;
    kavenegar: FakeKavenegarServer;
    kavenegarUrl: string;
    smtp: RecordingSmtpServer;
    smtpUrl: string;
    answers: string[];
    logged: string[];
  };
  beforeAll(async () => {
    w.zarinpal = await FakeZarinpalServer.start({ registeredDomain: REGISTERED_DOMAIN });
    w.kavenegar = new FakeKavenegarServer();
    w.kavenegarUrl = await w.kavenegar.start();
    w.smtp = new RecordingSmtpServer();
    w.smtpUrl = await w.smtp.start();
    const stream = new Writable({ write: (chunk, _encoding, done) => done(void w.logged.push(String(chunk))) });
    w.server = await startTestServer({
      env: {
        PUBLIC_URL: `https://${REGISTERED_DOMAIN}`,
        ZARINPAL_BASE_URL: w.zarinpal.url,
        KAVENEGAR_BASE_URL: w.kavenegarUrl,
        NOTIFY_TIMEOUT_MS: '1000',
        ZARINPAL_TIMEOUT_MS: '1000',
        ...env,
      },
      logger: { level: 'debug', stream },
    });
    w.admin = await signInDirectly(w.server.db, { isAdmin: true, mobile: '09351112233' });
  });
  afterAll(async () => {
    await w.server.close();
    await Promise.all([w.zarinpal.stop(), w.kavenegar.stop(), w.smtp.stop()]);
  });

  /** one admin call, its answer kept */
  async function ask(method: string, path: string, json?: unknown) {
    const answer = await call(w.server, method, path, { cookie: w.admin.cookie, json });
    w.answers.push(JSON.stringify(answer.body));
    return answer;
  }
  const save = (json: unknown) => ask('PUT', SETTINGS_PATH, json);
  const press = (button: 'test-sms' | 'test-email' | 'check-gateway', json: unknown = {}) =>
    ask('POST', `${SETTINGS_PATH}/${button}`, json);
  return Object.assign(w, { ask, save, press });
}
