import ICAL from 'ical.js';
import { simpleParser } from 'mailparser';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, newPage, screenshot, textWhenScrolledTo, VIEWPORTS } from './support/browser';
import { looksRightInChromium } from './support/mail-in-browser';
import { chooseFirstFreeSlot } from './support/booking-steps';
import { addDays, toBusinessWallClock } from '../../src/core/domain/business-time';
import { isoToJalali } from '../../src/core/domain/jalali-date';
import { jalaliDateText } from '../../src/core/domain/jalali-date-text';
import { toPersianDigits } from '../../src/core/domain/persian-digits';
import { FAKE_ZARINPAL_MERCHANT_ID, FakeZarinpalServer } from '../fakes/fake-zarinpal-server';
import { FakeKavenegarServer } from '../fakes/server/notifications/fake-kavenegar-server';
import { RecordingSmtpServer } from '../fakes/server/notices/recording-smtp-server';
import { codesInLog, PRODUCTION_ENV } from '../server/support/first-run';
import { startServerProcess, type ServerProcess } from '../server/support/server-process';
import { waitUntil } from '../server/support/wait-until';
import { CUSTOMER, enterThePractice, OWNER, PUBLIC_PAGES, SENDER_LINE, tracesOfTheDemo } from './support/going-live-steps';

/**
 * A consultant deploys the site for their own practice: a production server on an empty
 * database, its bank, SMS and mail services the fakes that follow Zarinpal's, Kavenegar's and
 * SMTP's contracts. Everything after the start happens in the browser: set-up from the address
 * the server printed, the practice's identity and portrait, the services' keys, one type with
 * slots, and then a new customer's paid booking. What the customer is handed (every public
 * page, the receipt, the calendar file, the SMS and the e-mail) is the owner's, and no page
 * carries a trace of the demo consultant. The README's «راه‌اندازی سایت واقعی» follows these steps.
 */
describe("from an empty production server to the owner's first paid booking, in the browser alone", () => {
  let server: ServerProcess;
  let browser: Browser;
  let zarinpal: FakeZarinpalServer;
  const kavenegar = new FakeKavenegarServer();
  const smtp = new RecordingSmtpServer();
  let owner: { context: BrowserContext; page: Page };
  let typeId = '';
  let smtpUrl = '';

  beforeAll(async () => {
    zarinpal = await FakeZarinpalServer.start();
    const kavenegarUrl = await kavenegar.start();
    smtpUrl = await smtp.start();
    // as a deployment starts it: its own address, no demo content, no sandbox bank; only where Zarinpal and Kavenegar answer is changed
    const { PUBLIC_URL: _ownAddress, ALLOW_SANDBOX_PAYMENTS: _noSandbox, ...production } = PRODUCTION_ENV;
    server = await startServerProcess({
      env: { ...production, DATABASE_URL: '', LOG_LEVEL: 'warn', ZARINPAL_BASE_URL: zarinpal.url, KAVENEGAR_BASE_URL: kavenegarUrl },
    });
    browser = await launchBrowser();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await zarinpal?.stop();
    await kavenegar.stop();
    await smtp.stop();
  });

  it("says the site is being set up, then the owner sets it up from the address in the server's log", async () => {
    const before = await fetch(`${server.url}/`);
    expect(before.status).toBe(503);
    expect(await before.text()).toContain('سایت در حال راه‌اندازی است');

    await waitUntil(async () => codesInLog(server.output(), server.url).length > 0, 10_000, 50);
    const [code] = codesInLog(server.output(), server.url);
    owner = await newPage(browser, 'desktop');
    const { page } = owner;
    await page.goto(`${server.url}/setup?code=${code}`);
    await page.getByLabel('ایمیل', { exact: true }).fill('negar@negar-ahmadi.example');
    await page.getByLabel('رمز عبور', { exact: true }).fill('the owner passphrase');
    await page.getByLabel('نام', { exact: true }).fill('نگار');
    await page.getByLabel('نام خانوادگی', { exact: true }).fill('احمدی');
    await page.getByRole('button', { name: 'ساخت حساب مدیر و ورود' }).click();
    await page.waitForURL(`${server.url}/dashboard?tab=siteSettings`);
  });

  it('the owner enters the practice: its name, their name and title, phone, e-mail, address, postal code and portrait', async () => {
    const { page } = owner;
    await enterThePractice(page);
    await page.getByText('تنظیمات سایت ذخیره شد').waitFor();
    await screenshot(page, 'going-live-site-settings-saved');
  });

  it('the settings tab fits a phone and a laptop, in both themes', async () => {
    const { page } = owner;
    const settingsOn = async (viewport: 'phone' | 'desktop', theme: 'light' | 'dark') => {
      await page.setViewportSize(VIEWPORTS[viewport]);
      await page.getByRole('heading', { level: 2, name: 'تنظیمات سایت' }).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS[viewport].width);
      await screenshot(page, `site-settings-${viewport}-${theme}`);
    };
    const switchTheme = async (to: 'light' | 'dark') => {
      await page.setViewportSize(VIEWPORTS.desktop);
      await page.getByRole('button', { name: to === 'dark' ? 'تغییر به حالت تیره' : 'تغییر به حالت روشن' }).click();
      await page.waitForFunction((theme) => document.documentElement.dataset.theme === theme, to);
    };
    await settingsOn('desktop', 'light');
    await settingsOn('phone', 'light');
    await switchTheme('dark');
    await settingsOn('desktop', 'dark');
    await settingsOn('phone', 'dark');
    await switchTheme('light');
    await page.setViewportSize(VIEWPORTS.desktop);
  });

  it('the owner connects the bank, the SMS line and the mail server in «سرویس‌های متصل»', async () => {
    const { page } = owner;
    await page.getByLabel('مرچنت کد').fill(FAKE_ZARINPAL_MERCHANT_ID);
    const sms = page.getByRole('group', { name: 'پیامک (کاوه‌نگار)' });
    await sms.getByLabel('کلید API').fill(kavenegar.apiKey);
    await sms.getByLabel('شماره خط ارسال').fill(SENDER_LINE);
    const mail = page.getByRole('group', { name: 'ایمیل (SMTP)' });
    await mail.getByLabel('نشانی SMTP').fill(smtpUrl);
    await mail.getByLabel('نشانی فرستنده').fill(`${OWNER.siteName} <${OWNER.email}>`);
    await page.getByRole('button', { name: 'ذخیره تنظیمات سرویس‌ها' }).click();
    await page.getByText('تنظیمات سرویس‌ها ذخیره شد').waitFor();
    await page.getByRole('button', { name: 'بررسی اتصال درگاه' }).click();
    await page.getByText('زرین‌پال درخواست پرداخت آزمایشی را پذیرفت (کد ۱۰۰): مرچنت کد و دامنهٔ سایت درست است').waitFor();
    expect(await page.content()).not.toContain(kavenegar.apiKey);
    expect(server.output()).not.toContain(kavenegar.apiKey);
    expect(server.output()).not.toContain(FAKE_ZARINPAL_MERCHANT_ID);
  });

  it('the owner publishes a type of consultation with a fortnight of slots', async () => {
    const { page } = owner;
    await page.goto(`${server.url}/dashboard?tab=schedule`);
    await page.getByRole('button', { name: 'افزودن نوع رزرو' }).click();
    const form = page.getByRole('dialog', { name: 'افزودن نوع رزرو' });
    await form.getByLabel('عنوان').fill('مشاوره مالیاتی');
    await form.getByLabel(/قیمت/).fill('۶۵۰۰۰۰');
    await form.getByLabel(/خدمات شامل/).fill('جلسه ۶۰ دقیقه‌ای\nبررسی اظهارنامه');
    await form.getByLabel(/^لینک جلسه/).fill('https://meet.example.com/negar-ahmadi');
    await form.getByRole('button', { name: 'ذخیره' }).click();
    await page.getByText('نوع رزرو افزوده شد').waitFor();
    const template = page.getByRole('group', { name: 'الگوی هفتگی' });
    const today = toBusinessWallClock(Date.now()).date;
    await template.getByLabel('از تاریخ').fill(jalaliDateText(isoToJalali(today)));
    await template.getByLabel('تا تاریخ').fill(jalaliDateText(isoToJalali(addDays(today, 14))));
    await template.getByLabel('از ساعت ردیف 1').fill('۱۰:۰۰');
    await template.getByLabel('تا ساعت ردیف 1').fill('۱۲:۰۰');
    // a new row takes the next weekday with the same hours: every day of the week
    for (let row = 2; row <= 7; row += 1) await template.getByRole('button', { name: 'افزودن روز' }).click();
    await page.getByRole('button', { name: 'اعمال الگو' }).click();
    await page.getByText(/زمان افزوده شد/).waitFor();
    const types = (await (await fetch(`${server.url}/api/reservationtypes`)).json()).data as Array<{ _id: string; title: string }>;
    typeId = types.find((type) => type.title === 'مشاوره مالیاتی')!._id;
    await owner.context.close();
  });

  it("every public page is the owner's, before and after the app takes it over, with no trace of the demo consultant", async () => {
    const { context, page } = await newPage(browser, 'phone');
    for (const path of [...PUBLIC_PAGES, `/reservation/${typeId}`]) {
      const served = await page.request.get(`${server.url}${path}`);
      expect({ path, status: served.status() }).toEqual({ path, status: 200 });
      const html = await served.text();
      expect({ path, traces: tracesOfTheDemo(html) }).toEqual({ path, traces: [] });
      expect({ path, owner: html.includes(OWNER.ownerName) }).toEqual({ path, owner: true });
      await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
      expect({ path, traces: tracesOfTheDemo(await page.content()) }).toEqual({ path, traces: [] });
      // the sign-in page has no footer: it is the bare layout
      if (path !== '/login')
        expect(await textWhenScrolledTo(page.locator('footer'))).toContain(`تمامی حقوق این وب‌سایت متعلق به ${OWNER.ownerName} است.`);
    }
    await page.goto(`${server.url}/contact`);
    const contact = await page.locator('main').innerText();
    for (const fact of [toPersianDigits(OWNER.phone), OWNER.email, OWNER.address, toPersianDigits(OWNER.postalCode)])
      expect(contact).toContain(fact);
    await page.goto(`${server.url}/`);
    const portrait = page.locator(`img[alt^="تصویر ${OWNER.ownerName}"]`);
    await portrait.waitFor();
    expect(await portrait.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await page.title()).toContain(OWNER.siteName);
    await screenshot(page, 'going-live-home-phone');
    await context.close();
  });

  it("a new customer signs up, books, pays at the bank and gets the owner's receipt, calendar file, SMS and e-mail", async () => {
    const { context, page } = await newPage(browser, 'phone');
    await page.goto(`${server.url}/login`);
    await page.getByRole('link', { name: 'ثبت نام', exact: true }).click();
    await page.getByLabel('ایمیل', { exact: true }).fill(CUSTOMER.email);
    await page.getByLabel('رمز عبور', { exact: true }).fill(CUSTOMER.password);
    await page.getByRole('button', { name: 'ثبت نام', exact: true }).click();
    await page.waitForURL(`${server.url}/`);
    await page.goto(`${server.url}/dashboard?tab=profile`);
    await page.getByPlaceholder('نام', { exact: true }).fill(CUSTOMER.firstName);
    await page.getByPlaceholder('نام خانوادگی', { exact: true }).fill(CUSTOMER.lastName);
    await page.getByLabel('شماره موبایل', { exact: true }).fill(CUSTOMER.mobile);
    await page.getByRole('button', { name: 'بروزرسانی اطلاعات' }).click();
    await page.getByText('با موفقیت بروزرسانی شد').waitFor();

    await page.goto(`${server.url}/reservations`);
    await page.getByRole('link', { name: 'درخواست مشاوره' }).click();
    await page.waitForURL(`${server.url}/reservation/${typeId}`);
    await page.getByRole('region', { name: 'انتخاب تاریخ' }).locator('a[data-date][href]').first().waitFor();
    await chooseFirstFreeSlot(page);
    await page.getByRole('button', { name: 'پرداخت و رزرو' }).click();

    // Zarinpal's page (the fake's): 650,000 tomans, paid
    await page.waitForURL(`${zarinpal.url}/pg/StartPay/**`);
    const authority = new URL(page.url()).pathname.split('/').pop()!;
    expect(zarinpal.payment(authority)).toMatchObject({ merchantId: FAKE_ZARINPAL_MERCHANT_ID });
    await page.getByRole('button', { name: 'پرداخت', exact: true }).click();
    await page.getByRole('heading', { name: 'پرداخت موفق' }).waitFor();
    await page.waitForURL(`${server.url}/dashboard?tab=reservations`, { timeout: 15_000 });
    const booking = page.getByTestId('my-reservation').first();
    await booking.getByText('تأیید شده').waitFor();
    expect(zarinpal.successfulVerifies(authority)).toBe(1);

    // the receipt: the owner as consultant and as issuer, with their phone and postal code
    await booking.getByRole('link', { name: 'رسید پرداخت' }).click();
    const receipt = page.getByTestId('receipt');
    await receipt.waitFor();
    const receiptText = await receipt.innerText();
    for (const fact of [OWNER.ownerName, OWNER.siteName, toPersianDigits(OWNER.phone), toPersianDigits(OWNER.postalCode)])
      expect(receiptText).toContain(fact);
    expect(tracesOfTheDemo(await page.content())).toEqual([]);
    await screenshot(page, 'going-live-receipt-phone');

    // the calendar file, read back with a calendar parser
    await page.goto(`${server.url}/dashboard?tab=reservations`);
    const href = await page.getByRole('link', { name: 'افزودن به تقویم (فایل ics)' }).first().getAttribute('href');
    const ics = await (await page.request.get(`${server.url}${href}`)).text();
    const event = new ICAL.Event(new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent')!);
    expect(event.summary).toBe(`مشاوره مالیاتی با ${OWNER.ownerName}`);
    expect(event.description.split('\n')).toEqual(expect.arrayContaining([`مشاور: ${OWNER.ownerName}`, `تلفن دفتر: ${OWNER.phone}`]));
    expect(tracesOfTheDemo(ics)).toEqual([]);

    // the confirmation SMS through the owner's Kavenegar key and line, in the practice's name
    await waitUntil(async () => kavenegar.received.some((sms) => sms.receptor === CUSTOMER.mobile), 30_000, 200);
    const sms = kavenegar.received.find((message) => message.receptor === CUSTOMER.mobile)!;
    expect(sms).toMatchObject({ apiKey: kavenegar.apiKey, sender: SENDER_LINE });
    expect(sms.message.startsWith(`${OWNER.siteName}: `)).toBe(true);
    expect(tracesOfTheDemo(sms.message)).toEqual([]);

    // the confirmation e-mail through the owner's mail server, from the owner's address
    await waitUntil(async () => smtp.received.some((mail) => mail.to.includes(CUSTOMER.email)), 30_000, 200);
    const mail = await simpleParser(smtp.received.find((received) => received.to.includes(CUSTOMER.email))!.raw);
    expect(mail.from?.value[0]).toEqual({ name: OWNER.siteName, address: OWNER.email });
    expect(mail.subject).toContain(OWNER.siteName);
    expect(mail.html).toContain(OWNER.ownerName);
    expect(mail.text).toContain(OWNER.siteName);
    expect(tracesOfTheDemo(`${mail.subject}\n${mail.text}\n${mail.html}`)).toEqual([]);
    await looksRightInChromium(browser, String(mail.html), OWNER.ownerName);
    const attached = mail.attachments.find((attachment) => attachment.filename === 'booking.ics')!;
    const mailedEvent = new ICAL.Event(new ICAL.Component(ICAL.parse(attached.content.toString('utf8'))).getFirstSubcomponent('vevent')!);
    expect(mailedEvent.summary).toBe(`مشاوره مالیاتی با ${OWNER.ownerName}`);
    expect(mailedEvent.startDate.toJSDate().getTime()).toBe(event.startDate.toJSDate().getTime());
    await context.close();
  });
});
