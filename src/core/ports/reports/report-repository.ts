import type { ReportDesk, ReportReading } from '../../domain/session-report';

/** A session's report as the server keeps it: the customer reads a sent version, the consultant writes. */
export interface ReportRepository {
  /** the newest sent version, or the given one */
  read(reservationId: string, version?: number): Promise<ReportReading>;
  desk(reservationId: string): Promise<ReportDesk>;
  saveDraft(reservationId: string, body: string): Promise<{ message: string; desk: ReportDesk }>;
  send(reservationId: string, body: string): Promise<{ message: string; desk: ReportDesk }>;
}
