import { LoadPaymentHistory } from '../../../src/core/use-cases/schedule/load-payment-history';
import { LoadRefundsOwed } from '../../../src/core/use-cases/payment/load-refunds-owed';
import { RetryReverse } from '../../../src/core/use-cases/payment/retry-reverse';
import { MarkRefunded } from '../../../src/core/use-cases/payment/mark-refunded';
import { FakeBookingsRepository } from '../../fakes/fake-bookings-repository';
import { FakeRefundsRepository } from '../../fakes/fake-refunds-repository';
import { sampleGatewayProblem, samplePaymentHistory, sampleRefundOwed } from '../../fakes/sample-money';

describe("the consultant's money", () => {
  it("loads one booking's payment history, or the server's refusal", async () => {
    const history = samplePaymentHistory();
    const bookings = new FakeBookingsRepository([], { 'r-1': history });
    const load = new LoadPaymentHistory(bookings);
    expect(await load.execute('r-1')).toEqual({ ok: true, value: history, message: '' });
    expect(await load.execute('r-2')).toEqual({ ok: false, message: 'رزرو پیدا نشد' });
    expect(bookings.historyCalls).toEqual(['r-1', 'r-2']);
  });

  it("loads the refunds owed with the gateway's configuration problems", async () => {
    const refunds = new FakeRefundsRepository([sampleRefundOwed()], [sampleGatewayProblem()]);
    expect(await new LoadRefundsOwed(refunds).execute()).toEqual({
      ok: true,
      value: { refunds: [sampleRefundOwed()], gatewayProblems: [sampleGatewayProblem()] },
      message: '',
    });
    refunds.loadFailure = 'خطا در ارتباط با سرور';
    expect(await new LoadRefundsOwed(refunds).execute()).toEqual({ ok: false, message: 'خطا در ارتباط با سرور' });
  });

  it("retries the bank's reverse and carries its confirmation, or its refusal naming the bank's code", async () => {
    const refunds = new FakeRefundsRepository([sampleRefundOwed({ paymentId: 'p-1' }), sampleRefundOwed({ paymentId: 'p-2' })]);
    const retry = new RetryReverse(refunds);
    expect(await retry.execute('p-1')).toEqual({
      ok: true,
      value: 'مبلغ از طریق بانک به کارت مشتری بازگردانده شد',
      message: 'مبلغ از طریق بانک به کارت مشتری بازگردانده شد',
    });
    refunds.reverseRefusal = 'بانک بازگشت وجه را نپذیرفت (کد -۶۳): مهلت ۳۰ دقیقه‌ای برگشت تراکنش گذشته است';
    expect(await retry.execute('p-2')).toEqual({ ok: false, message: refunds.reverseRefusal });
    expect(refunds.reverseCalls).toEqual(['p-1', 'p-2']);
  });

  it('records a refund made by hand with the trimmed note, and refuses an overlong note without calling the server', async () => {
    const refunds = new FakeRefundsRepository([sampleRefundOwed({ paymentId: 'p-1' })]);
    const mark = new MarkRefunded(refunds);
    expect(await mark.execute({ paymentId: 'p-1', note: 'ا'.repeat(501) })).toEqual({
      ok: false,
      message: 'یادداشت حداکثر ۵۰۰ کاراکتر است',
    });
    expect(refunds.markCalls).toEqual([]);
    expect(await mark.execute({ paymentId: 'p-1', note: '  کارت به کارت، پیگیری ۴۴۵۵  ' })).toEqual({
      ok: true,
      value: 'بازپرداخت ثبت شد',
      message: 'بازپرداخت ثبت شد',
    });
    expect(refunds.markCalls).toEqual([{ paymentId: 'p-1', note: 'کارت به کارت، پیگیری ۴۴۵۵' }]);
    expect(await mark.execute({ paymentId: 'p-1', note: '' })).toEqual({ ok: false, message: 'برای این پرداخت مبلغی بدهکار نیستید' });
  });
});
