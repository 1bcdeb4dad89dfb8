import { randomUUID } from 'node:crypto';
import type { AccountCodeStore, CodePurpose, LiveCode, NewAccountCode } from '../../../../server/modules/account';

interface StoredCode extends NewAccountCode {
  id: string;
  usedAt: Date | null;
}

/** The one-time secrets in memory, with the table's rules: a new one kills the user's older ones of its purpose. */
export class InMemoryAccountCodeStore implements AccountCodeStore {
  readonly rows: StoredCode[] = [];

  async issue(code: NewAccountCode): Promise<void> {
    const kept = this.rows.filter((row) => !(row.userId === code.userId && row.purpose === code.purpose));
    this.rows.splice(0, this.rows.length, ...kept, { ...code, id: randomUUID(), usedAt: null });
  }

  async liveByHash(purpose: CodePurpose, secretHash: string, now: Date): Promise<LiveCode | null> {
    const row = this.rows.find(
      (candidate) => candidate.purpose === purpose && candidate.secretHash === secretHash && isLive(candidate, now),
    );
    return row ? liveCodeOf(row) : null;
  }

  async takeTry(userId: string, purpose: CodePurpose, now: Date): Promise<LiveCode | null> {
    const row = this.rows.find((candidate) => candidate.userId === userId && candidate.purpose === purpose && isLive(candidate, now));
    if (!row) return null;
    row.tries -= 1;
    return liveCodeOf(row);
  }

  async consume(id: string, now: Date): Promise<boolean> {
    const row = this.rows.find((candidate) => candidate.id === id && candidate.usedAt === null);
    if (!row) return false;
    row.usedAt = now;
    return true;
  }
}

function isLive(row: StoredCode, now: Date): boolean {
  return row.usedAt === null && row.expiresAt > now && row.tries > 0;
}

function liveCodeOf(row: StoredCode): LiveCode {
  return { id: row.id, userId: row.userId, target: row.target, secretHash: row.secretHash };
}
