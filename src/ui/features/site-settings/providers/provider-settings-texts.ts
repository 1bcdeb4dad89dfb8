/** The words of the services' section. */
export const PROVIDER_TEXTS = {
  title: 'سرویس‌های متصل',
  intro:
    'درگاه پرداخت، پیامک و ایمیل سایت را اینجا وصل کنید. کلیدها رمزنگاری‌شده نگه داشته می‌شوند و دیگر نمایش داده نمی‌شوند؛ برای تغییر، مقدار تازه را وارد کنید.',
  set: 'تنظیم شده',
  notSet: 'تنظیم نشده',
  environment: 'این سرویس با متغیرهای محیطی سرور تنظیم شده است و همان‌ها به کار می‌روند، نه مقادیر این فرم.',
  keepHint: 'خالی بگذارید تا مقدار فعلی بماند.',
  remove: 'پاک کردن',
  save: 'ذخیره تنظیمات سرویس‌ها',
  saving: 'در حال ذخیره…',
  lastChange: (at: string, by: string | null) => `آخرین تغییر: ${at}${by ? `، توسط ${by}` : ''}`,
  zarinpal: {
    legend: 'درگاه پرداخت زرین‌پال',
    merchantId: 'مرچنت کد',
    merchantHint: '۳۶ نویسه، از پنل زرین‌پال',
    sandbox: 'حالت آزمایشی زرین‌پال (sandbox)',
    test: 'بررسی اتصال درگاه',
  },
  kavenegar: {
    legend: 'پیامک (کاوه‌نگار)',
    apiKey: 'کلید API',
    sender: 'شماره خط ارسال',
    senderHint: 'خالی: خط پیش‌فرض کاوه‌نگار',
    to: 'شماره موبایل برای پیامک آزمایشی',
    toHint: 'خالی: شماره موبایل پروفایل شما',
    test: 'ارسال پیامک آزمایشی',
  },
  smtp: {
    legend: 'ایمیل (SMTP)',
    url: 'نشانی SMTP',
    // the Latin examples are isolated (\u2066 … \u2069) so a right-to-left line keeps their brackets and colons in place
    urlHint: 'مانند \u2066smtps://user:password@mail.example.com:465\u2069',
    from: 'نشانی فرستنده',
    fromHint: 'مانند \u2066info@example.com\u2069 یا «نام \u2066<info@example.com>\u2069»',
    to: 'ایمیل گیرنده آزمایشی',
    toHint: 'خالی: ایمیل حساب شما',
    test: 'ارسال ایمیل آزمایشی',
  },
  testing: 'در حال بررسی…',
} as const;
