import { generateKeyPairSync } from 'node:crypto';
import { TAX_INVOICES_MESSAGES } from '../../../../server/modules/tax-invoices';
import { FAKE_TAXPAYER_CODES } from '../../../fakes/server/tax/fake-taxpayer-server';
import { rsaKeys, sessionInvoice, startTaxpayerWorld, type TaxpayerWorld } from './taxpayer-world';

/**
 * When the taxpayer system cannot be reached or refuses the site, the consultant is told which:
 * a transient failure (no answer in time, the system's own error, too many requests) passes by
 * itself and the invoices are sent or asked for again; a configuration failure (the token signed
 * with a key the system does not have for the memory ID, a key that cannot be read) stays until
 * the settings are fixed, and its Persian message says so.
 */
describe('when the taxpayer system fails or refuses', () => {
  let world: TaxpayerWorld;

  beforeEach(async () => {
    world = await startTaxpayerWorld();
  });

  afterEach(async () => {
    await world.fake.stop();
  });

  const sendOne = (useCases = world.useCases) => useCases.sendTaxInvoices.execute([{ uid: 'trace-1', invoice: sessionInvoice(1) }]);

  it('a token signed with another key than the registered one is a configuration error, told in Persian', async () => {
    const other = rsaKeys();
    const { useCases, system } = world.with({ privateKeyPem: other.privateKeyPem, certificate: other.certificate });

    const sent = await sendOne(useCases);

    expect(sent).toEqual({
      ok: false,
      failure: {
        kind: 'configuration',
        reason: 'token-refused',
        status: 401,
        errors: [{ code: FAKE_TAXPAYER_CODES.tokenSignature, message: expect.any(String) }],
      },
      message: TAX_INVOICES_MESSAGES.tokenRefused,
    });
    expect(sent.ok || sent.message).toMatch(/سامانه مودیان امضای سایت را نپذیرفت/);
    expect(await system.inquireByReference(['any'])).toMatchObject({
      ok: false,
      failure: { kind: 'configuration', reason: 'token-refused' },
    });
    expect(world.fake.invoices()).toEqual([]);
  });

  it('a private key that cannot be read is a configuration error, before anything is signed', async () => {
    const sent = await sendOne(world.with({ privateKeyPem: '-----BEGIN PRIVATE KEY-----\nnot a key\n-----END PRIVATE KEY-----' }).useCases);

    expect(sent).toMatchObject({ ok: false, failure: { kind: 'configuration', reason: 'private-key-unusable' } });
    expect(sent.ok || sent.message).toBe(TAX_INVOICES_MESSAGES.privateKeyUnusable);
  });

  it('a private key too short to sign with (under 2048 bits) is a configuration error too', async () => {
    const short = generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey.export({ type: 'pkcs8', format: 'pem' }) as string;

    expect(await world.with({ privateKeyPem: short }).system.token()).toEqual({
      ok: false,
      failure: { kind: 'configuration', reason: 'private-key-unusable', errors: [] },
    });
  });

  it('a server key that is not RSA cannot encrypt: a configuration error', async () => {
    const packed = await world.system.packInvoice(sessionInvoice(1), { id: 'k', key: 'AAAA', algorithm: 'EC' }, 'trace-1');

    expect(packed).toEqual({ ok: false, failure: { kind: 'configuration', reason: 'server-key-unusable', errors: [] } });
  });

  it('no answer in time is transient', async () => {
    const { useCases } = world.with({ timeoutMs: 300 });
    world.fake.failNext('timeout', '/invoice');

    const sent = await sendOne(useCases);

    expect(sent).toEqual({ ok: false, failure: { kind: 'transient', reason: 'timeout' }, message: TAX_INVOICES_MESSAGES.timeout });
  });

  it("the system's 500 is transient, and the next try goes through", async () => {
    world.fake.failNext('500', '/invoice');

    expect(await sendOne()).toEqual({
      ok: false,
      failure: { kind: 'transient', reason: 'server-error', status: 500 },
      message: TAX_INVOICES_MESSAGES.serverError,
    });
    expect(await sendOne()).toMatchObject({ ok: true, value: [{ uid: 'trace-1', referenceNumber: expect.any(String) }] });
  });

  it('a 500 or no answer while asking for a nonce or for a verdict is transient too', async () => {
    world.fake.failNext('503', '/nonce');
    expect(await world.useCases.inquireTaxInvoices.execute(['ref'])).toMatchObject({
      ok: false,
      failure: { kind: 'transient', reason: 'server-error', status: 503 },
    });

    world.fake.failNext('timeout', '/inquiry-by-reference-id');
    expect(await world.with({ timeoutMs: 300 }).useCases.inquireTaxInvoices.execute(['ref'])).toMatchObject({
      ok: false,
      failure: { kind: 'transient', reason: 'timeout' },
    });
  });

  it('too many requests (429) is transient, with the wait the system asked for', async () => {
    world.fake.failNext('429');

    expect(await sendOne()).toEqual({
      ok: false,
      failure: { kind: 'transient', reason: 'busy', status: 429, retryAfterSeconds: 7 },
      message: TAX_INVOICES_MESSAGES.busy,
    });
  });

  it('a system that cannot be reached at all is transient', async () => {
    await world.fake.stop();

    expect(await sendOne()).toMatchObject({
      ok: false,
      failure: { kind: 'transient', reason: 'network' },
      message: TAX_INVOICES_MESSAGES.network,
    });
  });

  it("a request the system reads and refuses (400) is rejected, with the system's codes", async () => {
    const refused = await world.with({ nonceTimeToLiveSeconds: 500 }).system.nonce();

    expect(refused).toEqual({
      ok: false,
      failure: { kind: 'rejected', status: 400, errors: [{ code: FAKE_TAXPAYER_CODES.timeToLive, message: expect.any(String) }] },
    });
  });
});
