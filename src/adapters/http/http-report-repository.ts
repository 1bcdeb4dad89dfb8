import { reportsApi, type ReportAnswer, type ReportDeskAnswer, type ReportWrittenAnswer } from '../../core/contracts/api/reports-api';
import { urlOf } from '../../core/contracts/endpoint';
import type { ReportDesk, ReportReading } from '../../core/domain/session-report';
import type { ReportRepository } from '../../core/ports/reports/report-repository';
import type { ApiClient } from './api-client';
import { withPersianErrors } from './api-failure';

export class HttpReportRepository implements ReportRepository {
  constructor(private readonly http: ApiClient) {}

  async read(reservationId: string, version?: number): Promise<ReportReading> {
    const url =
      version === undefined
        ? urlOf(reportsApi.read, { id: reservationId })
        : urlOf(reportsApi.readVersion, { id: reservationId, version: String(version) });
    const { data } = await withPersianErrors(() => this.http.get<ReportAnswer>(url));
    return data.report;
  }

  async desk(reservationId: string): Promise<ReportDesk> {
    const { data } = await withPersianErrors(() => this.http.get<ReportDeskAnswer>(urlOf(reportsApi.desk, { id: reservationId })));
    return data.desk;
  }

  async saveDraft(reservationId: string, body: string): Promise<{ message: string; desk: ReportDesk }> {
    const { data } = await withPersianErrors(() =>
      this.http.put<ReportWrittenAnswer>(urlOf(reportsApi.saveDraft, { id: reservationId }), { body }),
    );
    return { message: data.message, desk: data.desk };
  }

  async send(reservationId: string, body: string): Promise<{ message: string; desk: ReportDesk }> {
    const { data } = await withPersianErrors(() =>
      this.http.post<ReportWrittenAnswer>(urlOf(reportsApi.send, { id: reservationId }), { body }),
    );
    return { message: data.message, desk: data.desk };
  }
}
