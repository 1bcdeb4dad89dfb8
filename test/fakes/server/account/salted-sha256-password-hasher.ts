import { createHash, randomBytes } from 'node:crypto';
import type { PasswordHasher } from '../../../../server/modules/account';

const digest = (salt: string, password: string) => createHash('sha256').update(`${salt}:${password}`).digest('hex');

/**
 * A quick stand-in for argon2id that still checks passwords for real: a random salt and a
 * sha-256 of salt and password. It counts its checks, so a test can see that an unknown
 * email costs one too.
 */
export class SaltedSha256PasswordHasher implements PasswordHasher {
  checks = 0;

  async hash(password: string): Promise<string> {
    const salt = randomBytes(8).toString('hex');
    return `sha256$${salt}$${digest(salt, password)}`;
  }

  async verify(stored: string, password: string): Promise<boolean> {
    this.checks += 1;
    const [scheme, salt, hash] = stored.split('$');
    return scheme === 'sha256' && salt !== undefined && hash === digest(salt, password);
  }
}
