import { CompactEncrypt, CompactSign, importPKCS8, importSPKI } from 'jose';
import { FAKE_TAXPAYER_CODES } from '../../../fakes/server/tax/fake-taxpayer-server';
import type { InvoicePacket, ServerPublicKey } from '../../../../server/modules/tax-invoices';
import { MEMORY_ID, sessionInvoice, startTaxpayerWorld, type TaxpayerWorld } from './taxpayer-world';

/**
 * An invoice travels signed with the memory ID's key (JWS) and encrypted for the system's public
 * key (JWE, RSA-OAEP-256 with A256GCM): the system refuses one that is not encrypted, and one whose
 * signed content was changed.
 */
describe('the packets an invoice travels in', () => {
  let world: TaxpayerWorld;
  let serverKey: ServerPublicKey;

  beforeEach(async () => {
    world = await startTaxpayerWorld();
    const keys = await world.system.serverPublicKeys();
    if (!keys.ok) throw new Error(keys.failure.kind);
    serverKey = keys.value[0];
  });

  afterEach(async () => {
    await world.fake.stop();
  });

  async function verdictOnPacket(packet: InvoicePacket) {
    const sent = await world.system.sendInvoices([packet]);
    if (!sent.ok) throw new Error(sent.failure.kind);
    const asked = await world.system.inquireByReference([sent.value[0].referenceNumber as string]);
    if (!asked.ok) throw new Error(asked.failure.kind);
    return asked.value[0];
  }

  /** The invoice signed as the adapter signs it, with the signed payload replaced afterwards when `tamper` is given. */
  async function signed(tamper?: (payload: string) => string): Promise<string> {
    const key = await importPKCS8(world.keys.privateKeyPem, 'RS256');
    const header = {
      alg: 'RS256',
      typ: 'jose',
      x5c: [world.keys.certificate],
      sigT: new Date().toISOString(),
      crit: ['sigT'],
      cty: 'text/plain',
    };
    const jws = await new CompactSign(new TextEncoder().encode(JSON.stringify(sessionInvoice(1))))
      .setProtectedHeader(header)
      .sign(key, { crit: { sigT: true } });
    if (!tamper) return jws;
    const [head, payload, signature] = jws.split('.');
    return [head, tamper(payload), signature].join('.');
  }

  async function encrypted(jws: string): Promise<string> {
    const key = await importSPKI(`-----BEGIN PUBLIC KEY-----\n${serverKey.key}\n-----END PUBLIC KEY-----`, 'RSA-OAEP-256');
    return new CompactEncrypt(new TextEncoder().encode(jws))
      .setProtectedHeader({ alg: 'RSA-OAEP-256', enc: 'A256GCM', kid: serverKey.id })
      .encrypt(key);
  }

  it("is the invoice signed with the memory ID's key and encrypted for the server's key", async () => {
    const packed = await world.system.packInvoice(sessionInvoice(1), serverKey, 'trace-1');
    if (!packed.ok) throw new Error(packed.failure.kind);

    expect(packed.value.payload.split('.')).toHaveLength(5);
    expect(packed.value.payload).not.toContain(Buffer.from(sessionInvoice(1).header.taxid).toString('base64url'));
    expect(await verdictOnPacket(packed.value)).toMatchObject({ status: 'accepted' });
    expect(world.fake.invoices()[0].verdict).toMatchObject({
      ok: true,
      invoice: {
        encryptionHeader: { alg: 'RSA-OAEP-256', enc: 'A256GCM', kid: serverKey.id },
        signatureHeader: { alg: 'RS256', typ: 'jose', x5c: [world.keys.certificate], crit: ['sigT'], sigT: expect.any(String) },
      },
    });
  });

  it('is refused when it is only signed, not encrypted', async () => {
    const packet = { uid: 'plain', fiscalId: MEMORY_ID, payload: await signed() };

    expect(await verdictOnPacket(packet)).toMatchObject({ status: 'rejected', errors: [{ code: FAKE_TAXPAYER_CODES.notEncrypted }] });
  });

  it('is refused when its signed content was changed after signing', async () => {
    const cheaper = (payload: string) =>
      Buffer.from(Buffer.from(payload, 'base64url').toString('utf8').replace('"fee":15000000', '"fee":1500000')).toString('base64url');
    const packet = { uid: 'tampered', fiscalId: MEMORY_ID, payload: await encrypted(await signed(cheaper)) };

    expect(await verdictOnPacket(packet)).toMatchObject({ status: 'rejected', errors: [{ code: FAKE_TAXPAYER_CODES.invoiceSignature }] });
  });

  it('is refused when its encrypted content was changed', async () => {
    const jwe = await encrypted(await signed());
    const parts = jwe.split('.');
    const ciphertext = Buffer.from(parts[3], 'base64url');
    ciphertext[0] ^= 1;
    parts[3] = ciphertext.toString('base64url');

    expect(await verdictOnPacket({ uid: 'flipped', fiscalId: MEMORY_ID, payload: parts.join('.') })).toMatchObject({
      status: 'rejected',
      errors: [{ code: FAKE_TAXPAYER_CODES.decryption }],
    });
  });

  it('is refused at once when it names another memory ID than the token', async () => {
    const packed = await world.system.packInvoice(sessionInvoice(1), serverKey, 'other');
    if (!packed.ok) throw new Error(packed.failure.kind);
    const sent = await world.system.sendInvoices([{ ...packed.value, fiscalId: 'ZZ99ZZ' }]);

    expect(sent).toEqual({
      ok: true,
      value: [
        { uid: 'other', referenceNumber: null, errors: [{ code: FAKE_TAXPAYER_CODES.fiscalIdMismatch, message: expect.any(String) }] },
      ],
    });
  });
});
