import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import type { AuthSecrets } from '../ports/auth-secrets';

/** HMAC-SHA-256 signatures and AES-256-GCM seals under keys drawn from one server secret (read once, when first needed). */
export class CryptoAuthSecrets implements AuthSecrets {
  private keys: Promise<{ mac: Buffer; seal: Buffer }> | null = null;

  constructor(private readonly secret: () => Promise<string>) {}

  async mac(purpose: string, text: string): Promise<string> {
    const { mac } = await this.derived();
    return createHmac('sha256', mac).update(`${purpose}\n${text}`).digest('base64url');
  }

  async seal(text: string): Promise<string> {
    const { seal } = await this.derived();
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', seal, iv);
    const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
    return [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url')).join('.');
  }

  async unseal(sealed: string): Promise<string | null> {
    const { seal } = await this.derived();
    const [iv, tag, body] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
    try {
      const decipher = createDecipheriv('aes-256-gcm', seal, iv);
      decipher.setAuthTag(tag);
      return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
    } catch {
      return null;
    }
  }

  private derived() {
    return (this.keys ??= this.secret().then((secret) => ({
      mac: createHmac('sha256', secret).update('moshaver mac key').digest(),
      seal: createHmac('sha256', secret).update('moshaver seal key').digest(),
    })));
  }
}
