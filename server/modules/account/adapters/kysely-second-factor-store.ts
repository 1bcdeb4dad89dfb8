import type { AppDatabase } from '../../../db/database';
import type { SecondFactor, SecondFactorStore } from '../ports/second-factor-store';

/** Second factors as rows of `second_factors`; a step is taken in one statement, so two processes cannot both take it. */
export class KyselySecondFactorStore implements SecondFactorStore {
  constructor(private readonly db: AppDatabase) {}

  async find(userId: string): Promise<SecondFactor | null> {
    const row = await this.db.selectFrom('second_factors').selectAll().where('user_id', '=', userId).executeTakeFirst();
    return row
      ? { sealedSecret: row.sealed_secret, enabledAt: row.enabled_at, lastStep: row.last_step === null ? null : Number(row.last_step) }
      : null;
  }

  async begin(userId: string, sealedSecret: string): Promise<void> {
    await this.db
      .insertInto('second_factors')
      .values({ user_id: userId, sealed_secret: sealedSecret, enabled_at: null })
      .onConflict((c) => c.column('user_id').doUpdateSet({ sealed_secret: sealedSecret }).where('second_factors.enabled_at', 'is', null))
      .execute();
  }

  async enable(userId: string, step: number, now: Date): Promise<void> {
    await this.db
      .updateTable('second_factors')
      .set({ enabled_at: now, last_step: step })
      .where('user_id', '=', userId)
      .where('enabled_at', 'is', null)
      .execute();
  }

  async useStep(userId: string, step: number): Promise<boolean> {
    const result = await this.db
      .updateTable('second_factors')
      .set({ last_step: step })
      .where('user_id', '=', userId)
      .where((eb) => eb.or([eb('last_step', 'is', null), eb('last_step', '<', step)]))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async remove(userId: string): Promise<void> {
    await this.db.deleteFrom('second_factors').where('user_id', '=', userId).execute();
  }
}
