import { HkdfSecretSealer } from '../../../server/modules/providers/adapters/hkdf-secret-sealer';

const SECRET = 'a'.repeat(64);
const KEY = '4F6E2B7A3C5D9E8F1A2B';
const sealerUnder = (secret: string) => new HkdfSecretSealer(async () => secret);

/** The seal with one character of its part at `index` (1 nonce, 2 tag, 3 body) changed. */
function altered(sealed: string, index: number): string {
  const parts = sealed.split('.');
  const bytes = Buffer.from(parts[index], 'base64url');
  bytes[0] ^= 0x01;
  parts[index] = bytes.toString('base64url');
  return parts.join('.');
}

describe("sealing the services' secrets with AUTH_SECRET", () => {
  it('opens what it sealed, and keeps nothing of the secret readable in the seal', async () => {
    const sealer = sealerUnder(SECRET);
    const sealed = await sealer.seal('kavenegar.apiKey', KEY);
    expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain(KEY);
    expect(await sealer.open('kavenegar.apiKey', sealed)).toBe(KEY);
  });

  it('uses a new nonce for every value: the same secret sealed twice gives two seals', async () => {
    const sealer = sealerUnder(SECRET);
    const [first, second] = [await sealer.seal('smtp.url', 'smtp://u:p@h:25'), await sealer.seal('smtp.url', 'smtp://u:p@h:25')];
    expect(first).not.toBe(second);
    expect(first.split('.')[1]).not.toBe(second.split('.')[1]);
  });

  it('refuses a seal whose nonce, tag or body was changed', async () => {
    const sealer = sealerUnder(SECRET);
    const sealed = await sealer.seal('zarinpal.merchantId', '1344b5d4-0048-11e8-94db-005056a205be');
    for (const part of [1, 2, 3]) expect(await sealer.open('zarinpal.merchantId', altered(sealed, part))).toBeNull();
    expect(await sealer.open('zarinpal.merchantId', sealed.replace(/^v1/, 'v2'))).toBeNull();
    expect(await sealer.open('zarinpal.merchantId', 'not a seal')).toBeNull();
  });

  it('refuses a seal moved to another field', async () => {
    const sealer = sealerUnder(SECRET);
    expect(await sealer.open('smtp.url', await sealer.seal('kavenegar.apiKey', KEY))).toBeNull();
  });

  it('cannot open a seal under another AUTH_SECRET', async () => {
    const sealed = await sealerUnder(SECRET).seal('kavenegar.apiKey', KEY);
    expect(await sealerUnder('b'.repeat(64)).open('kavenegar.apiKey', sealed)).toBeNull();
    expect(await sealerUnder(SECRET).open('kavenegar.apiKey', sealed)).toBe(KEY);
  });
});
