import { gatewayProblemAdvice } from '../../../src/core/domain/gateway-problem-advice';
import { paymentReasonText } from '../../../src/core/domain/payment-reason-text';
import { parseRefundNote, REFUND_NOTE_TOO_LONG } from '../../../src/core/domain/refund-note';

describe('what the consultant reads about money', () => {
  it("tells the consultant to register the server IP for -62 and the site's domain for -14", () => {
    expect(gatewayProblemAdvice(-62)).toContain('آی‌پی سرور سایت در پنل زرین‌پال ثبت نشده است');
    expect(gatewayProblemAdvice(-14)).toContain('دامنه سایت در پنل زرین‌پال ثبت نشده است');
  });

  it('names an unlisted code, or none, and still says where to look', () => {
    expect(gatewayProblemAdvice(-40)).toBe(
      'درگاه پرداخت خطای پیکربندی گزارش کرد (کد -۴۰)؛ تنظیمات درگاه در سایت و در پنل زرین‌پال را بررسی کنید.',
    );
    expect(gatewayProblemAdvice(null)).toBe('درگاه پرداخت خطای پیکربندی گزارش کرد؛ تنظیمات درگاه در سایت و در پنل زرین‌پال را بررسی کنید.');
  });

  it("writes the server's own reasons in Persian and keeps the bank's message as it came", () => {
    expect(paymentReasonText('slot-lost')).toBe('پرداخت پس از پایان مهلت رسید و زمان به مشتری دیگری داده شده بود');
    expect(paymentReasonText('cancelled-by-consultant')).toBe('رزرو پرداخت‌شده توسط مشاور لغو شد');
    expect(paymentReasonText('Session is not valid, session is not active paid try.')).toBe(
      'Session is not valid, session is not active paid try.',
    );
  });

  it('takes a refund note of up to 500 characters after trimming, an empty one too', () => {
    expect(parseRefundNote('  کارت به کارت ۱۲۳  ')).toEqual({ ok: true, value: 'کارت به کارت ۱۲۳' });
    expect(parseRefundNote('   ')).toEqual({ ok: true, value: '' });
    expect(parseRefundNote('ا'.repeat(500)).ok).toBe(true);
    expect(parseRefundNote('ا'.repeat(501))).toEqual({ ok: false, message: REFUND_NOTE_TOO_LONG });
  });
});
