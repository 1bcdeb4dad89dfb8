import type { TaxpayerSystemFor, TaxSendingSettingsSource } from '../ports/tax-sending-settings';
import type { AnswerReturnedMoney } from './answer-returned-money';
import type { InquireDueInvoices } from './inquire-due-invoices';
import type { IssueTaxInvoices } from './issue-tax-invoices';
import type { SendDueInvoices } from './send-due-invoices';

export interface TaxInvoicesRun {
  sendingOn: boolean;
  issued: number;
  answeredReturns: number;
  sent: number;
  settled: number;
}

/**
 * One run of the e-invoice job: while sending is on, issue the invoices of newly paid bookings,
 * answer money that went back, send what is due and ask about what was sent. Off, nothing is
 * issued and nothing is sent; what was issued before waits.
 */
export class RunTaxInvoices {
  constructor(
    private readonly settings: TaxSendingSettingsSource,
    private readonly systemFor: TaxpayerSystemFor,
    private readonly steps: { issue: IssueTaxInvoices; returns: AnswerReturnedMoney; send: SendDueInvoices; inquire: InquireDueInvoices },
  ) {}

  async execute(): Promise<TaxInvoicesRun> {
    const settings = await this.settings.read();
    if (!settings) return { sendingOn: false, issued: 0, answeredReturns: 0, sent: 0, settled: 0 };
    const system = this.systemFor(settings);
    const issued = await this.steps.issue.execute(settings);
    const answeredReturns = await this.steps.returns.execute(settings);
    const sent = await this.steps.send.execute(system);
    const settled = await this.steps.inquire.execute(system);
    return { sendingOn: true, issued, answeredReturns, sent, settled };
  }
}
