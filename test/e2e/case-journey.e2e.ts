import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page, Route } from 'playwright-core';
import { screenshot, waitForTakeOverOnLoad } from './support/browser';
import { withSiteInBrowser } from './support/site-in-browser';
import { signInAs } from './support/session';
import { chooseFirstFreeSlot } from './support/booking-steps';
import { onePagePdf } from './support/one-page-pdf';
import { parseBookingQuestions } from '../../src/core/domain/booking-questions/parse-questions';
import { sessionStart } from '../../src/core/domain/customer-change';
import type { TestServer } from '../server/support/test-server';
import { payAtSandboxBank } from './support/sandbox-bank';

const PHONE = { width: 360, height: 800 };
const TYPE_TITLE = 'مشاوره مالی تخصصی';
const QUESTIONS = [
  { label: 'حوزه فعالیت شرکت؟', kind: 'short-text', help: 'مثلاً بازرگانی، تولیدی یا خدماتی', required: true },
  { label: 'سال مالی مورد بررسی؟', kind: 'choice', options: ['۱۴۰۲', '۱۴۰۳'], help: '', required: true },
  { label: 'ترازنامه و اظهارنامه مالیاتی', kind: 'document', help: 'فایل PDF صورت‌های مالی سال مورد بررسی', required: true },
];
const FIELD = 'بازرگانی لوازم پزشکی';
const YEAR = '۱۴۰۳';
const FILE_NAME = 'ترازنامه ۱۴۰۳.pdf';
const PDF = onePagePdf('Balance sheet 1403');
const REPORT = 'ترازنامه سال ۱۴۰۳ بررسی شد؛ نسبت جاری پایین است و پیشنهادها در ادامه آمده است.';

/**
 * Issue 32's case from booking to report, on phones: the customer answers the consultant's
 * questions and attaches a PDF while booking, pays in the sandbox bank; the consultant reads the
 * answers, downloads the very file, writes and sends the report after the session; the customer
 * reads it in «رزروهای من».
 */
describe('a consultation case on phones: questions and a document at booking, the written report after the session', () => {
  let server: TestServer;
  let browser: Browser;
  let typeId: string;

  withSiteInBrowser((site, chromium) => {
    server = site;
    browser = chromium;
  });
  beforeAll(async () => {
    const parsed = parseBookingQuestions(QUESTIONS);
    if (!parsed.ok) throw new Error(parsed.message);
    const type = await server.db
      .updateTable('reservation_types')
      .set({ questions: JSON.stringify(parsed.value) })
      .where('title', '=', TYPE_TITLE)
      .returning('id')
      .executeTakeFirstOrThrow();
    typeId = type.id;
  });

  async function phone(as: { isAdmin?: boolean; firstName: string; lastName: string }) {
    const context = await browser.newContext({ viewport: PHONE, locale: 'fa-IR', timezoneId: 'Asia/Tehran', acceptDownloads: true });
    const user = await signInAs(context, server, { ...as, theme: 'light' });
    const page = await context.newPage();
    page.setDefaultTimeout(15000);
    waitForTakeOverOnLoad(page);
    return { context, page, user };
  }

  /**
   * Holds the page's uploads on their way to the server: `held` settles once one is held (so the
   * progress the widget shows stays on screen to be seen), `release` lets them go on.
   */
  async function holdUploads(page: Page): Promise<{ held: Promise<void>; release(): void }> {
    const routes: Route[] = [];
    let released = false;
    let heldOne = () => {};
    const held = new Promise<void>((resolve) => (heldOne = resolve));
    await page.route(
      (url) => url.pathname === '/api/documents',
      async (route) => {
        if (route.request().method() !== 'POST' || released) return route.continue();
        routes.push(route);
        heldOne();
      },
    );
    return {
      held,
      release() {
        released = true;
        for (const route of routes.splice(0)) void route.continue();
      },
    };
  }

  /** The customer books on a phone: slot, answers, the PDF with its progress, and the sandbox bank. */
  async function bookWithAnswersAndFile(page: Page): Promise<void> {
    await page.goto(`${server.url}/reservation/${typeId}`);
    await page.getByRole('heading', { level: 1, name: /^رزرو / }).waitFor();
    await chooseFirstFreeSlot(page);
    await screenshot(page, 'case-1-slot-chosen-phone-light');

    // a required answer left out is refused under its own question before anything is booked
    await page.getByRole('button', { name: 'پرداخت و رزرو' }).click();
    const fieldBox = page.getByRole('textbox', { name: /حوزه فعالیت شرکت؟/ });
    await expect(fieldBox.getAttribute('aria-invalid')).resolves.toBe('true');
    expect(page.url()).toContain(`/reservation/${typeId}`);

    await fieldBox.fill(FIELD);
    await page
      .getByRole('radiogroup', { name: /سال مالی مورد بررسی؟/ })
      .getByRole('radio', { name: YEAR })
      .check();
    const documentQuestion = page.getByRole('group', { name: /ترازنامه و اظهارنامه مالیاتی/ });
    const unanswered = documentQuestion.getByText('به پرسش «ترازنامه و اظهارنامه مالیاتی» پاسخ دهید');
    await unanswered.waitFor();
    const upload = await holdUploads(page);
    await documentQuestion.locator('input[type="file"]').setInputFiles({ name: FILE_NAME, mimeType: 'application/pdf', buffer: PDF });
    const progress = documentQuestion.getByRole('progressbar', { name: 'پیشرفت بارگذاری' });
    await progress.waitFor();
    // the bar is on screen while the file is really on its way
    await upload.held;
    // while it goes up, no second file can be picked
    await expect(documentQuestion.locator('input[type="file"]').isDisabled()).resolves.toBe(true);
    await progress.scrollIntoViewIfNeeded();
    await screenshot(page, 'case-2-upload-progress-phone-light');
    upload.release();
    await progress.waitFor({ state: 'detached' });
    await documentQuestion.getByText(FILE_NAME).waitFor();
    // answered now: the question's refusal from the first press is gone with it
    await expect(unanswered.count()).resolves.toBe(0);
    await expect(documentQuestion.getAttribute('aria-invalid')).resolves.toBeNull();
    await expect(documentQuestion.getByRole('button', { name: `حذف ${FILE_NAME}` }).isVisible()).resolves.toBe(true);
    await screenshot(page, 'case-3-answered-phone-light');

    await page.getByRole('button', { name: 'پرداخت و رزرو' }).click();
    const booking = await payAtSandboxBank(page, server.url, '۱٬۵۰۰٬۰۰۰ تومان');
    await booking.getByText(FILE_NAME).waitFor();
    await screenshot(page, 'case-4-paid-my-reservations-phone-light');
  }

  it('the customer answers and attaches, the consultant reads, downloads and reports, the customer reads the report', async () => {
    const customer = await phone({ firstName: 'نرگس', lastName: 'صالحی' });
    await bookWithAnswersAndFile(customer.page);
    const kept = await server.db
      .selectFrom('reservations')
      .select(['id', 'status', 'answers', 'date', 'time'])
      .where('user_id', '=', customer.user.id)
      .executeTakeFirstOrThrow();
    const reservationId = kept.id;
    expect(kept.status).toBe('confirmed');
    expect(kept.answers.map((answer) => [answer.label, answer.kind])).toEqual(QUESTIONS.map((question) => [question.label, question.kind]));
    expect(kept.answers[0].answer).toBe(FIELD);
    expect(kept.answers[1].answer).toBe(YEAR);
    expect(kept.answers[2].answer).toEqual([{ id: expect.any(String), name: FILE_NAME }]);

    // the consultant opens the booking's detail on a phone: the answers as asked, the file to download
    const consultant = await phone({ isAdmin: true, firstName: 'مهدی', lastName: 'رستگار' });
    const page = consultant.page;
    await page.goto(`${server.url}/dashboard?tab=bookings`);
    await page.getByTestId(`booking-${reservationId}`).getByRole('button', { name: 'تاریخچه پرداخت' }).click();
    const detail = page.getByRole('dialog');
    for (const [question, answer] of [
      [QUESTIONS[0].label, FIELD],
      [QUESTIONS[1].label, YEAR],
      [QUESTIONS[2].label, FILE_NAME],
    ]) {
      await expect(detail.locator('dt', { hasText: question }).locator('xpath=following-sibling::dd[1]').innerText()).resolves.toBe(answer);
    }
    await screenshot(page, 'case-5-consultant-answers-phone-light');
    const panel = detail.getByTestId('booking-documents-panel');
    const [download] = await Promise.all([page.waitForEvent('download'), panel.getByRole('link', { name: FILE_NAME }).click()]);
    expect(download.suggestedFilename()).toBe(FILE_NAME);
    // the browser is the run's shared one, reached over a connection: the file is read through the download's stream
    const saved = path.join(os.tmpdir(), `case-journey-${reservationId}.pdf`);
    await download.saveAs(saved);
    expect((await fs.readFile(saved)).equals(PDF)).toBe(true);
    await fs.rm(saved);
    // the download is in the booking's access log, by the consultant
    await page.getByRole('button', { name: 'بستن' }).click();
    await page.getByTestId(`booking-${reservationId}`).getByRole('button', { name: 'تاریخچه پرداخت' }).click();
    await panel
      .getByRole('listitem')
      .filter({ hasText: `دریافت «${FILE_NAME}»، مهدی رستگار` })
      .waitFor();
    await panel.evaluate((section) => section.scrollIntoView({ block: 'start' }));
    await screenshot(page, 'case-6-consultant-documents-phone-light');

    // before the session the report cannot be sent; once it has started (the server's clock moved on) it can
    const reportLink = detail.getByRole('link', { name: 'نوشتن گزارش' });
    await reportLink.click();
    await page.waitForURL(`**/dashboard/bookings/${reservationId}/report`);
    await page.getByText('گزارش جلسه را پس از شروع جلسه می‌توان نوشت').waitFor();
    server.clock.advance(sessionStart(kept.date, kept.time).getTime() - server.clock.now().getTime() + 60_000);
    await page.reload();
    const editor = page.getByRole('textbox', { name: 'متن گزارش' });
    await editor.click();
    await page.keyboard.type(REPORT);
    await page.getByRole('button', { name: 'ذخیره پیش‌نویس' }).click();
    await page.getByText('پیش‌نویس گزارش ذخیره شد').waitFor();
    await page.getByRole('button', { name: /^ارسال/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'ارسال' }).click();
    await page.getByText(/نسخه ۱ گزارش برای مشتری فرستاده شد/).waitFor();
    await screenshot(page, 'case-7-report-sent-phone-light');

    // the customer finds it in «رزروهای من» and opens it
    const reader = customer.page;
    await reader.goto(`${server.url}/dashboard?tab=reservations`);
    await reader.getByTestId('my-reservation').first().getByRole('link', { name: 'گزارش جلسه' }).click();
    await reader.waitForURL(`**/report/${reservationId}`);
    const report = reader.getByTestId('report');
    await report.getByText(REPORT).waitFor();
    expect(await report.textContent()).toContain('نسخه ۱');
    const overflow = await reader.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(reader, 'case-8-customer-reads-report-phone-light');
    await reader.getByRole('button', { name: 'تغییر به حالت تیره' }).first().click();
    await reader.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
    await screenshot(reader, 'case-9-customer-reads-report-phone-dark');
    await consultant.context.close();
    await customer.context.close();
  });
});
