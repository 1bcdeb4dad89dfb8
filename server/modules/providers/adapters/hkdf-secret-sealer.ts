import { createCipheriv, createDecipheriv, hkdf, randomBytes } from 'node:crypto';
import type { SecretSealer } from '../ports/secret-sealer';

/** The seal's format: a version first, so a later key or cipher can be told from this one. */
const VERSION = 'v1';
const INFO = 'moshaver provider settings v1';

/**
 * AES-256-GCM under a key drawn with HKDF-SHA-256 from the server secret (AUTH_SECRET), a fresh
 * 12-byte nonce per value, the field's name as associated data: `v1.nonce.tag.body` (base64url).
 */
export class HkdfSecretSealer implements SecretSealer {
  private key: Promise<Buffer> | null = null;

  constructor(private readonly secret: () => Promise<string>) {}

  async seal(field: string, secret: string): Promise<string> {
    const nonce = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', await this.derived(), nonce);
    cipher.setAAD(Buffer.from(field, 'utf8'));
    const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
    return [VERSION, ...[nonce, cipher.getAuthTag(), body].map((part) => part.toString('base64url'))].join('.');
  }

  async open(field: string, sealed: string): Promise<string | null> {
    const [version, ...parts] = sealed.split('.');
    if (version !== VERSION || parts.length !== 3) return null;
    const [nonce, tag, body] = parts.map((part) => Buffer.from(part, 'base64url'));
    if (nonce.length !== 12 || tag.length !== 16) return null;
    try {
      const decipher = createDecipheriv('aes-256-gcm', await this.derived(), nonce);
      decipher.setAAD(Buffer.from(field, 'utf8'));
      decipher.setAuthTag(tag);
      return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
    } catch {
      return null;
    }
  }

  private derived(): Promise<Buffer> {
    return (this.key ??= this.secret().then(
      (secret) =>
        new Promise<Buffer>((resolve, reject) => {
          hkdf('sha256', secret, Buffer.alloc(0), INFO, 32, (error, key) => (error ? reject(error) : resolve(Buffer.from(key))));
        }),
    ));
  }
}
