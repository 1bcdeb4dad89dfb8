import type { SentReportVersion } from '../../../../src/core/domain/session-report';
import type { ReportDraft, ReportStore, ReportWrite, SentReport } from '../../../../server/modules/reports';

interface Row {
  reservationId: string;
  version: number;
  state: 'draft' | 'sent';
  body: string;
  savedAt: Date;
  sentAt: Date | null;
}

/** Report versions in memory, kept as the table keeps them: one draft per booking, sent versions frozen (a copy is handed out). */
export class InMemoryReportStore implements ReportStore {
  readonly rows: Row[] = [];

  async draft(reservationId: string): Promise<ReportDraft | null> {
    const row = this.rows.find((each) => each.reservationId === reservationId && each.state === 'draft');
    return row ? { version: row.version, body: row.body, savedAt: row.savedAt } : null;
  }

  async sent(reservationId: string, version: number | null): Promise<SentReport | null> {
    const sent = this.sentRows(reservationId);
    const row = version === null ? sent[0] : sent.find((each) => each.version === version);
    return row ? { version: row.version, body: row.body, sentAt: row.sentAt! } : null;
  }

  async sentVersions(reservationId: string): Promise<SentReportVersion[]> {
    return this.sentRows(reservationId).map((row) => ({ version: row.version, sentAt: row.sentAt!.toISOString() }));
  }

  async sentWithBodies(reservationId: string): Promise<SentReport[]> {
    return this.sentRows(reservationId).map((row) => ({ version: row.version, body: row.body, sentAt: row.sentAt! }));
  }

  async saveDraft(write: ReportWrite): Promise<ReportDraft> {
    const draft = this.rows.find((each) => each.reservationId === write.reservationId && each.state === 'draft');
    if (draft) Object.assign(draft, { body: write.body, savedAt: write.at });
    else this.rows.push({ ...this.rowOf(write, 'draft'), sentAt: null });
    return (await this.draft(write.reservationId))!;
  }

  async send(write: ReportWrite): Promise<SentReport> {
    const draft = this.rows.findIndex((each) => each.reservationId === write.reservationId && each.state === 'draft');
    if (draft >= 0) this.rows.splice(draft, 1);
    const row: Row = { ...this.rowOf(write, 'sent'), sentAt: write.at };
    this.rows.push(Object.freeze(row));
    return { version: row.version, body: row.body, sentAt: write.at };
  }

  private rowOf(write: ReportWrite, state: Row['state']): Omit<Row, 'sentAt'> {
    const newest = this.sentRows(write.reservationId)[0]?.version ?? 0;
    return { reservationId: write.reservationId, version: newest + 1, state, body: write.body, savedAt: write.at };
  }

  private sentRows(reservationId: string): Row[] {
    return this.rows.filter((each) => each.reservationId === reservationId && each.state === 'sent').sort((a, b) => b.version - a.version);
  }
}
