import { ContainerModule } from 'inversify';
import { REPORT_PORTS } from '../core/ports/reports/report-port-tokens';
import { REPORT_USE_CASES } from '../core/use-cases/reports/report-tokens';
import { LoadReport, LoadReportDesk, SaveReportDraft, SendReport } from '../core/use-cases/reports/report-use-cases';
import { typedBinder } from './typed-binder';

/** The use cases of sessions' written reports, built from the ports' tokens. */
export const reportsModule = new ContainerModule(({ bind: bindOf }) => {
  const bind = typedBinder(bindOf);
  bind.instance(REPORT_USE_CASES.LoadReport, LoadReport, REPORT_PORTS.ReportRepository);
  bind.instance(REPORT_USE_CASES.LoadReportDesk, LoadReportDesk, REPORT_PORTS.ReportRepository);
  bind.instance(REPORT_USE_CASES.SaveReportDraft, SaveReportDraft, REPORT_PORTS.ReportRepository);
  bind.instance(REPORT_USE_CASES.SendReport, SendReport, REPORT_PORTS.ReportRepository);
});
