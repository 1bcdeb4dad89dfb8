import { MOBILE_MESSAGES } from '../../../src/core/domain/mobile-number';
import { FAKE_ZARINPAL_MERCHANT_ID, useProviderWorld } from './provider-world';

const UNKNOWN_MERCHANT = '00000000-0000-0000-0000-000000000000';

describe('the test buttons', () => {
  const w = useProviderWorld();
  const nothingSaved = () =>
    w.save({ zarinpal: { merchantId: null }, kavenegar: { apiKey: null, sender: null }, smtp: { url: null, from: null } });

  describe('with nothing saved', () => {
    beforeAll(nothingSaved);

    it('say each service is not set, and that the sandbox bank takes no money', async () => {
      expect((await w.press('test-sms')).body).toEqual({
        success: true,
        passed: false,
        message: 'کاوه‌نگار تنظیم نشده است؛ پیامک‌ها فعلاً فقط در صندوق پیام‌ها نگه داشته می‌شوند',
      });
      expect((await w.press('test-email')).body).toEqual({
        success: true,
        passed: false,
        message: 'سرور SMTP تنظیم نشده است؛ ایمیل‌ها فعلاً فقط در صندوق پیام‌ها نگه داشته می‌شوند',
      });
      expect((await w.press('check-gateway')).body.message).toMatch(/^درگاه آزمایشی فعال است/);
    });
  });

  describe('«ارسال پیامک آزمایشی»', () => {
    beforeAll(() => w.save({ kavenegar: { apiKey: w.kavenegar.apiKey, sender: '10004346' } }));

    it("reports Kavenegar's acceptance, to the number typed or else to the consultant's own mobile", async () => {
      expect((await w.press('test-sms', { mobile: '۰۹۱۲ ۳۴۵ ۶۷۸۹' })).body).toEqual({
        success: true,
        passed: true,
        message: 'کاوه‌نگار پیامک آزمایشی به ۰۹۱۲۳۴۵۶۷۸۹ را پذیرفت',
      });
      expect((await w.press('test-sms')).body.passed).toBe(true);
      expect(w.kavenegar.received.map((sms) => sms.receptor).slice(-2)).toEqual(['09123456789', '09351112233']);
    });

    it.each([
      [{ status: 418 }, 'پیامک ارسال نشد: اعتبار حساب کاوه‌نگار کافی نیست؛ حساب را شارژ کنید (کد ۴۱۸)'],
      [{ status: 412 }, 'پیامک ارسال نشد: خط ارسال معتبر نیست یا به حساب شما تعلق ندارد (کد ۴۱۲)'],
      [{ status: 501 }, 'پیامک ارسال نشد: حساب آزمایشی کاوه‌نگار فقط به شمارهٔ صاحب حساب پیامک می‌فرستد (کد ۵۰۱)'],
      [{ status: 499 }, 'پیامک ارسال نشد: کاوه‌نگار پیامک را نپذیرفت (کد ۴۹۹)'],
      [{ httpStatus: 502, html: '<h1>Bad Gateway</h1>' }, 'پیامک ارسال نشد: کاوه‌نگار پیامک را نپذیرفت (کد ۵۰۲)'],
      [{ silent: true as const }, 'پیامک ارسال نشد: کاوه‌نگار در زمان مقرر پاسخ نداد'],
    ])("reports Kavenegar's refusal %j in Persian", async (script, message) => {
      w.kavenegar.next(script);
      expect((await w.press('test-sms')).body).toEqual({ success: true, passed: false, message });
    });

    it('reports a key Kavenegar does not know', async () => {
      await w.save({ kavenegar: { apiKey: 'ABCDEF123456' } });
      expect((await w.press('test-sms')).body.message).toBe(
        'پیامک ارسال نشد: کلید API کاوه‌نگار معتبر نیست؛ آن را از پنل کاوه‌نگار دوباره کپی کنید (کد ۴۰۳)',
      );
      await w.save({ kavenegar: { apiKey: w.kavenegar.apiKey } });
    });

    it('refuses a number that is not a mobile number, in Persian, sending nothing', async () => {
      const before = w.kavenegar.received.length;
      const answer = await w.press('test-sms', { mobile: '12345' });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ success: false, message: MOBILE_MESSAGES.invalid });
      expect(w.kavenegar.received).toHaveLength(before);
    });
  });

  describe('«ارسال ایمیل آزمایشی»', () => {
    beforeAll(() => w.save({ smtp: { url: w.smtpUrl, from: 'noreply@moshaver.ir' } }));

    it("reports the SMTP server's acceptance, to the address typed or else to the consultant's own", async () => {
      expect((await w.press('test-email', { email: 'owner@moshaver.ir' })).body).toEqual({
        success: true,
        passed: true,
        message: 'سرور SMTP ایمیل آزمایشی به owner@moshaver.ir را پذیرفت',
      });
      expect((await w.press('test-email')).body.passed).toBe(true);
      expect(w.smtp.received.map((mail) => mail.to).slice(-2)).toEqual([['owner@moshaver.ir'], [w.admin.email]]);
    });

    it("reports a refusal for now in Persian, with the server's code", async () => {
      w.smtp.refuseNext(1);
      expect((await w.press('test-email')).body).toEqual({
        success: true,
        passed: false,
        message: 'ایمیل ارسال نشد: سرور ایمیل فعلاً پیام را نپذیرفت؛ کمی بعد دوباره امتحان کنید (کد ۴۵۱)',
      });
    });

    it('reports a server it cannot reach', async () => {
      await w.save({ smtp: { url: 'smtp://127.0.0.1:9' } });
      expect((await w.press('test-email')).body).toEqual({
        success: true,
        passed: false,
        message: 'ایمیل ارسال نشد: اتصال با سرور SMTP برقرار نشد یا قطع شد؛ نشانی، درگاه (port) و smtp:// یا smtps:// را بررسی کنید',
      });
    });
  });

  describe('«بررسی اتصال درگاه»', () => {
    beforeAll(() => w.save({ zarinpal: { merchantId: FAKE_ZARINPAL_MERCHANT_ID } }));

    it("reports Zarinpal's acceptance of a request nobody is sent to pay, with the site's own callback", async () => {
      expect((await w.press('check-gateway')).body).toEqual({
        success: true,
        passed: true,
        message: 'زرین‌پال درخواست پرداخت آزمایشی را پذیرفت (کد ۱۰۰): مرچنت کد و دامنهٔ سایت درست است',
      });
      const [request] = w.zarinpal.callsTo('request').slice(-1);
      expect(request.body).toMatchObject({
        merchant_id: FAKE_ZARINPAL_MERCHANT_ID,
        amount: 100,
        callback_url: 'https://moshaver.ir/payment/callback',
      });
      expect(w.zarinpal.callsTo('verify')).toHaveLength(0);
    });

    it.each([
      [{ code: -11 }, 'زرین‌پال درخواست را نپذیرفت: مرچنت کد فعال نیست (کد -۱۱)'],
      [{ code: -14 }, 'زرین‌پال درخواست را نپذیرفت: دامنهٔ آدرس بازگشت با دامنهٔ ثبت‌شدهٔ درگاه یکی نیست (کد -۱۴)'],
      ['timeout' as const, 'زرین‌پال پاسخ نداد؛ اتصال اینترنت سرور را بررسی کنید و دوباره امتحان کنید'],
    ])("reports Zarinpal's refusal %j in Persian", async (failure, message) => {
      w.zarinpal.failNext('request', failure);
      expect((await w.press('check-gateway')).body).toEqual({ success: true, passed: false, message });
    });

    it('reports a merchant id Zarinpal does not know', async () => {
      await w.save({ zarinpal: { merchantId: UNKNOWN_MERCHANT } });
      expect((await w.press('check-gateway')).body.message).toBe(
        'زرین‌پال درخواست را نپذیرفت: آی‌پی یا مرچنت کد پذیرنده صحیح نیست (کد -۱۰)',
      );
    });
  });

  it('never answer with a saved secret', () => {
    for (const secret of [FAKE_ZARINPAL_MERCHANT_ID, UNKNOWN_MERCHANT, w.kavenegar.apiKey])
      expect(w.answers.join('\n')).not.toContain(secret);
  });
});
