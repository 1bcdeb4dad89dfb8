import { randomBytes } from 'node:crypto';
import type { AppDatabase } from '../../db/database';
import { drawWord, seededRandom } from './persian-corpus';
import type { ScaleSeeding } from './scale-stores';
import { inBatches } from './in-batches';

const CUSTOMERS_PER_TRANSACTION = 500;

export interface ScaleCustomer {
  id: string;
  name: string;
  email: string;
}

/**
 * The customers' accounts. They share one argon2id hash of a random password nobody keeps:
 * 2,000 hashes would take minutes, and nobody signs in as a seeded customer.
 */
export async function seedScaleCustomers(db: AppDatabase, seeding: ScaleSeeding, count: number, now: Date): Promise<ScaleCustomer[]> {
  const hash = await seeding.passwordHasher.hash(randomBytes(24).toString('base64url'));
  const customers: ScaleCustomer[] = new Array(count);
  await inBatches(db, count, CUSTOMERS_PER_TRANSACTION, async (trx, from, to) => {
    const { users } = seeding.storesOn(trx);
    for (let n = from; n < to; n += 1) {
      const random = seededRandom(7_000 + n);
      const firstName = drawWord(random);
      const lastName = `${drawWord(random)}ی`;
      const user = await users.create(`customer-${n}@scale.example.com`, hash, now);
      await users.updateProfile(user.id, { firstName, lastName }, now);
      customers[n] = { id: user.id, name: `${firstName} ${lastName}`, email: user.email };
    }
  });
  return customers;
}

/** The one account that wrote the articles. */
export async function seedScaleWriter(db: AppDatabase, seeding: ScaleSeeding, now: Date): Promise<string> {
  const { users } = seeding.storesOn(db);
  const hash = await seeding.passwordHasher.hash(randomBytes(24).toString('base64url'));
  const writer = await users.create('writer@scale.example.com', hash, now);
  await users.updateProfile(writer.id, { firstName: 'نویسنده', lastName: 'مقاله‌ها' }, now);
  return writer.id;
}
