import { mobileVerificationSms, passwordResetMail, passwordResetSms } from '../../../../server/modules/notices/texts/account-texts';
import { renderEmail } from '../../../../server/modules/notifications';
import { aMailSite } from '../../../fakes/server/notifications/mail-site';

/** An SMS in Persian (UCS-2) fits one part up to 70 characters, two up to 134. */
const SMS_TWO_PARTS = 134;

describe("the account's messages", () => {
  it('e-mails the reset link whole, with how long it works in Persian digits', () => {
    const link = 'https://moshaver.example/reset-password?token=abc_DEF-123';
    const content = passwordResetMail({ link, minutes: 30, site: 'مشاوره مالی و حسابرسی' });
    const email = renderEmail({ channel: 'email', to: 'sara@example.com', content }, aMailSite());
    expect(email.subject).toBe('بازیابی رمز عبور | مشاوره مالی و حسابرسی');
    expect(email.body).toContain(`: ${link}\n`);
    expect(email.html).toContain(`href="${link}"`);
    expect(email.body).toContain('تا ۳۰ دقیقه و فقط یک بار');
    expect(email.body).toContain('اگر شما درخواست نکرده‌اید');
  });

  it('texts the reset code in Persian digits, within two SMS parts', () => {
    const sms = passwordResetSms({ code: '042917', minutes: 10, site: 'مشاوره مالی و حسابرسی' });
    expect(sms).toContain('۰۴۲۹۱۷');
    expect(sms).toContain('۱۰ دقیقه');
    expect(sms).not.toMatch(/[0-9]/);
    expect(sms.length).toBeLessThanOrEqual(SMS_TWO_PARTS);
  });

  it("texts the mobile's proof code in Persian digits, within two SMS parts", () => {
    const sms = mobileVerificationSms({ code: '500123', minutes: 10, site: 'مشاوره مالی و حسابرسی' });
    expect(sms).toContain('کد تأیید شماره موبایل');
    expect(sms).toContain('۵۰۰۱۲۳');
    expect(sms).not.toMatch(/[0-9]/);
    expect(sms.length).toBeLessThanOrEqual(SMS_TWO_PARTS);
  });
});
