import { serviceToken as token } from '../service-token';
import type { ReportRepository } from './report-repository';

/** The ports of sessions' written reports. */
export const REPORT_PORTS = {
  ReportRepository: token<ReportRepository>('ReportRepository'),
} as const;
