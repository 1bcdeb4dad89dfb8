jest.setTimeout(30000);
import { Writable } from 'node:stream';
import { legalIdCheckDigit } from '../../../src/core/domain/tax/legal-id';
import { TAX_MESSAGES } from '../../../src/core/domain/tax/tax-messages';
import { TAX_SETTINGS_MESSAGES as M } from '../../../src/core/domain/tax/tax-settings';
import { toPersianDigits } from '../../../src/core/domain/persian-digits';
import { SEALED_TAX_FIELDS } from '../../../server/modules/tax-settings';
import { TAXPAYER_API_BASE_URLS } from '../../../server/modules/tax-invoices';
import { taxpayerBaseUrl } from '../../../server/composition/compose-tax-invoices';
import { call } from '../support/admin-content';
import { signInDirectly, type SignedInUser } from '../support/sign-in-directly';
import { startTestServer, type TestServer } from '../support/test-server';
import { asPkcs1, opensslCredentials, pemBody, refusedKeys, type TestCredentials } from './test-credentials';

const PATH = '/api/admin/tax-settings';
const LEGAL_ID = `1010123456${legalIdCheckDigit('1010123456')}`;
const WRONG_LEGAL_ID = `1010123456${(legalIdCheckDigit('1010123456') + 1) % 10}`;

describe('the e-invoice settings (سامانه مودیان) in the dashboard', () => {
  let server: TestServer;
  let admin: SignedInUser;
  let mine: TestCredentials;
  let other: TestCredentials;
  const logged: string[] = [];
  const answers: string[] = [];
  const ask = async (method: string, json?: unknown, cookie = admin.cookie) => {
    const answer = await call(server, method, PATH, { cookie, json });
    answers.push(JSON.stringify(answer.body));
    return answer;
  };
  const save = (json: unknown) => ask('PUT', json);
  const read = () => ask('GET');
  const row = () => server.db.selectFrom('tax_settings').selectAll().executeTakeFirstOrThrow();
  const changes = () => server.db.selectFrom('tax_settings_changes').selectAll().orderBy('changed_at').execute();
  const everything = () => ({ economicCode: LEGAL_ID, memoryId: 'A1B2C3', vatRate: 10, ...mine, sendingOn: true });

  beforeAll(async () => {
    [mine, other] = [opensslCredentials('test'), opensslCredentials('someone else')];
    const stream = new Writable({ write: (chunk, _encoding, done) => done(void logged.push(String(chunk))) });
    server = await startTestServer({ logger: { level: 'debug', stream } });
    admin = await signInDirectly(server.db, { isAdmin: true, firstName: 'نرگس', lastName: 'کاظمی' });
  });
  afterAll(async () => {
    // neither the key nor the certificate's body ever left the server, in an answer or a log line
    const seen = [...answers, ...logged].join('\n');
    for (const part of [...pemBody(mine.privateKey), ...pemBody(asPkcs1(mine.privateKey)), ...pemBody(other.privateKey)]) {
      expect(seen).not.toContain(part);
    }
    await server.close();
  });
  // each test starts from nothing saved
  beforeEach(async () => {
    await server.db.deleteFrom('tax_settings_changes').execute();
    await server.db
      .updateTable('tax_settings')
      .set({
        economic_code: null,
        memory_id: null,
        vat_rate_basis_points: null,
        private_key_sealed: null,
        certificate_sealed: null,
        certificate_subject: null,
        certificate_expires_at: null,
        sending_on: false,
        taxpayer_environment: 'production',
        updated_at: new Date(),
      })
      .execute();
  });

  it('starts off, with nothing set', async () => {
    const { status, body } = await read();
    expect(status).toBe(200);
    expect(body.settings).toEqual({
      economicCode: null,
      memoryId: null,
      vatRate: null,
      privateKeySet: false,
      certificate: { set: false, subject: null, expiresAt: null },
      sendingOn: false,
      taxpayerEnvironment: 'production',
      changes: [],
    });
  });

  it("keeps the key and certificate sealed, answers only that they are set with the certificate's subject and expiry, and logs who changed what", async () => {
    const answer = await save({ ...everything(), economicCode: toPersianDigits(LEGAL_ID), memoryId: 'a1b2c3', vatRate: '۹٫۵' });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe(M.saved);
    expect(answer.body.settings).toMatchObject({
      economicCode: LEGAL_ID,
      memoryId: 'A1B2C3',
      vatRate: 9.5,
      privateKeySet: true,
      certificate: { set: true, subject: 'CN=test' },
      sendingOn: true,
      changes: [{ by: 'نرگس کاظمی', fields: ['economicCode', 'memoryId', 'vatRate', 'privateKey', 'certificate', 'sendingOn'] }],
    });
    const expires = Date.parse(answer.body.settings.certificate.expiresAt);
    expect(expires - Date.now()).toBeGreaterThan(29 * 24 * 3600_000);
    expect(expires - Date.now()).toBeLessThan(31 * 24 * 3600_000);

    const kept = await row();
    for (const part of [...pemBody(mine.privateKey), ...pemBody(mine.certificate)]) expect(JSON.stringify(kept)).not.toContain(part);
    expect(kept.vat_rate_basis_points).toBe(950);
    // the seal opens, under its own field only, to the key in PKCS#8
    const { sealer } = server.deps.taxSettings;
    expect(await sealer.open(SEALED_TAX_FIELDS.privateKey, kept.private_key_sealed!)).toBe(mine.privateKey.trim() + '\n');
    expect(await sealer.open(SEALED_TAX_FIELDS.certificate, kept.private_key_sealed!)).toBeNull();
    expect(await changes()).toEqual([expect.objectContaining({ changed_by: admin.id })]);
  });

  it('takes a key in PKCS#1 and keeps it as PKCS#8; keeps a key left out and removes one sent as null', async () => {
    expect((await save({ privateKey: asPkcs1(mine.privateKey), certificate: mine.certificate })).status).toBe(200);
    const { sealer } = server.deps.taxSettings;
    expect(await sealer.open(SEALED_TAX_FIELDS.privateKey, (await row()).private_key_sealed!)).toMatch(/^-----BEGIN PRIVATE KEY-----/);
    // a minute between saves: the log is ordered by the time of each (ids are random)
    server.clock.advance(60_000);
    await save({ vatRate: 10 });
    expect((await read()).body.settings).toMatchObject({ vatRate: 10, privateKeySet: true, certificate: { set: true } });
    server.clock.advance(60_000);
    await save({ privateKey: null, certificate: null });
    expect((await read()).body.settings).toMatchObject({
      privateKeySet: false,
      certificate: { set: false, subject: null, expiresAt: null },
    });
    expect((await changes()).map((change) => change.fields)).toEqual(['privateKey,certificate', 'vatRate', 'privateKey,certificate']);
  });

  it("sends to the system's production host by default, to its sandbox once chosen, and logs the choice", async () => {
    expect((await save(everything())).status).toBe(200);
    const sending = () => server.deps.taxInvoices.settings.read();
    // TAXPAYER_API_URL unset: the host the settings name
    const hostOf = async () => taxpayerBaseUrl({ taxpayerApiUrl: null }, (await sending())!);
    expect(await hostOf()).toBe(TAXPAYER_API_BASE_URLS.production);

    // a minute between saves, so the log's order is the saves' own
    server.clock.advance(60_000);
    const chosen = await save({ taxpayerEnvironment: 'sandbox' });
    expect(chosen.status).toBe(200);
    expect(chosen.body.settings).toMatchObject({ taxpayerEnvironment: 'sandbox', sendingOn: true });
    expect((await row()).taxpayer_environment).toBe('sandbox');
    expect(await hostOf()).toBe(TAXPAYER_API_BASE_URLS.sandbox);
    // the same choice again changes nothing and logs nothing; back to production is logged
    server.clock.advance(60_000);
    await save({ taxpayerEnvironment: 'sandbox' });
    server.clock.advance(60_000);
    await save({ taxpayerEnvironment: 'production' });
    expect((await changes()).map((change) => change.fields)).toEqual([
      'economicCode,memoryId,vatRate,privateKey,certificate,sendingOn',
      'taxpayerEnvironment',
      'taxpayerEnvironment',
    ]);
    expect((await read()).body.settings.changes[0]).toMatchObject({ by: 'نرگس کاظمی', fields: ['taxpayerEnvironment'] });
    expect(await hostOf()).toBe(TAXPAYER_API_BASE_URLS.production);
  });

  it('accepts a natural person: a 10-digit national ID or a 14-digit economic code; a rate of 0', async () => {
    expect((await save({ economicCode: '0012345679', vatRate: '0' })).body.settings).toMatchObject({
      economicCode: '0012345679',
      vatRate: 0,
    });
    expect((await save({ economicCode: '۱۴۰۰۱۲۳۴۵۶۷۸۹۰' })).body.settings.economicCode).toBe('14001234567890');
  });

  const cases: Array<[string, () => unknown, string]> = [
    ['an economic code whose check digit is wrong', () => ({ economicCode: WRONG_LEGAL_ID }), M.economicCodeLegalWrong],
    ['a national ID whose check digit is wrong', () => ({ economicCode: '0012345678' }), M.economicCodeNationalWrong],
    ['an economic code of 12 digits', () => ({ economicCode: '101012345678' }), M.economicCodeLength],
    ['a memory ID of five characters', () => ({ memoryId: 'A1B2C' }), TAX_MESSAGES.memoryIdWrong],
    ['a memory ID with a dash', () => ({ memoryId: 'A1-B2C' }), TAX_MESSAGES.memoryIdWrong],
    ['a VAT rate over 100', () => ({ vatRate: 100.5 }), M.vatRate],
    ['a VAT rate with three decimals', () => ({ vatRate: '9.125' }), M.vatRate],
    ['a negative VAT rate', () => ({ vatRate: -1 }), M.vatRate],
    ['a key that is not PEM', () => ({ privateKey: 'not a key', certificate: mine.certificate }), M.privateKeyNotPem],
    ['a certificate pasted as the key', () => ({ privateKey: mine.certificate }), M.privateKeyNotPem],
    ['an RSA key of 1024 bits', () => ({ privateKey: refusedKeys().short }), M.privateKeyTooShort],
    ['an elliptic-curve key', () => ({ privateKey: refusedKeys().ec }), M.privateKeyNotRsa],
    ['a certificate that is not PEM', () => ({ certificate: 'MIIB' }), M.certificateNotPem],
    ['a certificate cut short', () => ({ certificate: mine.certificate.slice(0, 300) }), M.certificateNotPem],
    ['a certificate of another key', () => ({ privateKey: mine.privateKey, certificate: other.certificate }), M.keyCertificateMismatch],
    ['sending on before everything is set', () => ({ ...everything(), certificate: undefined }), M.sendingNeedsAll],
    ['an environment the system does not have', () => ({ taxpayerEnvironment: 'staging' }), M.taxpayerEnvironment],
    ['an environment that is not a text', () => ({ taxpayerEnvironment: true }), M.taxpayerEnvironment],
    ['a field the settings do not have', () => ({ memoryId: 'A1B2C3', rate: 9 }), M.invalidInput],
  ];
  it.each(cases)('refuses %s in Persian and saves nothing', async (_what, body, message) => {
    const before = await row();
    const answer = await save(body());
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ success: false, message });
    expect(await row()).toEqual(before);
    expect(await changes()).toHaveLength(0);
  });

  it('refuses a certificate of another key than the one kept, and a removal that would leave sending on without its parts', async () => {
    expect((await save(everything())).status).toBe(200);
    const before = await row();
    expect((await save({ certificate: other.certificate })).body.message).toBe(M.keyCertificateMismatch);
    expect((await save({ privateKey: other.privateKey })).body.message).toBe(M.keyCertificateMismatch);
    expect((await save({ privateKey: null })).body.message).toBe(M.sendingNeedsAll);
    expect(await row()).toEqual(before);
    // turned off and cleared together, it is saved
    expect((await save({ sendingOn: false, privateKey: null })).body.settings).toMatchObject({ sendingOn: false, privateKeySet: false });
    expect(await changes()).toHaveLength(2);
  });

  it('refuses a visitor (401) and a customer (403), and saves nothing for them', async () => {
    const customer = await signInDirectly(server.db);
    for (const [method, json] of [
      ['GET', undefined],
      ['PUT', { memoryId: 'A1B2C3' }],
    ] as const) {
      expect((await call(server, method, PATH, { json })).status).toBe(401);
      expect((await call(server, method, PATH, { json, cookie: customer.cookie })).status).toBe(403);
    }
    expect((await row()).memory_id).toBeNull();
    expect(await changes()).toHaveLength(0);
  });
});
