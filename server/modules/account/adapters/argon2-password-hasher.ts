import { hash, verify } from '@node-rs/argon2';
import type { PasswordHasher } from '../ports/password-hasher';

/**
 * argon2id with the library's defaults (19 MiB memory, 2 iterations, parallelism 1), the
 * OWASP minimum; the parameters travel inside each hash, so raising them later keeps old
 * hashes readable.
 */
export class Argon2PasswordHasher implements PasswordHasher {
  hash(password: string): Promise<string> {
    return hash(password);
  }

  async verify(stored: string, password: string): Promise<boolean> {
    try {
      return await verify(stored, password);
    } catch {
      return false;
    }
  }
}
