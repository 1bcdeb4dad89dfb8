import type { Browser, Page } from 'playwright-core';
import { newPage, screenshot } from './support/browser';
import { withSiteInBrowser } from './support/site-in-browser';
import { signInAs } from './support/session';
import type { TestServer } from '../server/support/test-server';
import { signInDirectly } from '../server/support/sign-in-directly';
import { insertReservation } from '../server/support/insert-reservation';
import { toBusinessWallClock, addDays } from '../../src/core/domain/business-time';
import { formatJalaliLong, isoToJalali, jalaliMonthName, persianWeekdayName } from '../../src/core/domain/jalali-date';
import { toPersianDigits } from '../../src/core/domain/persian-digits';
import { jalaliDateText } from '../../src/core/domain/jalali-date-text';
import { typeWithSlots } from './support/type-slots';

describe("the consultant's schedule in a real browser", () => {
  let server: TestServer;
  let browser: Browser;

  withSiteInBrowser((site, chromium) => {
    server = site;
    browser = chromium;
  });

  /** Chooses a day on the schedule's Jalali calendar (the customers' component), moving to its month first. */
  async function showDay(page: Page, isoDate: string) {
    const { year, month, day } = isoToJalali(isoDate);
    const monthLabel = `${jalaliMonthName(month)} ${toPersianDigits(year)}`;
    await page.getByRole('group', { name: 'ماه‌ها' }).getByRole('button', { name: monthLabel }).click();
    await page
      .getByRole('group', { name: `روزهای ${monthLabel}` })
      .getByRole('button', { name: `${persianWeekdayName(isoDate)} ${toPersianDigits(day)} ${jalaliMonthName(month)}`, exact: true })
      .click();
    await page.getByRole('heading', { level: 4, name: formatJalaliLong(isoDate) }).waitFor();
  }

  async function useDarkTheme(page: Page) {
    await page.getByRole('button', { name: 'تغییر به حالت تیره' }).click();
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
  }

  it("publishes a type with a weekly template, shows a customer's booking, cancels it and frees the slot", async () => {
    const { context, page } = await newPage(browser, 'desktop');
    await signInAs(context, server, { isAdmin: true, firstName: 'مشاور', lastName: 'سایت' });
    await page.goto(`${server.url}/dashboard?tab=schedule`);
    await page.getByRole('heading', { name: 'انواع رزرو و زمان‌ها', level: 2 }).waitFor();

    // a new type
    await page.getByRole('button', { name: 'افزودن نوع رزرو' }).click();
    const form = page.getByRole('dialog', { name: 'افزودن نوع رزرو' });
    await form.getByLabel('عنوان').fill('مشاوره بودجه‌ریزی');
    await form.getByLabel(/قیمت/).fill('۸۰۰۰۰۰');
    await form.getByLabel(/خدمات شامل/).fill('جلسه ۶۰ دقیقه‌ای\nقالب بودجه سالانه');
    await form.getByLabel(/^لینک جلسه/).fill('https://meet.example.com/budget');
    await form.getByRole('button', { name: 'ذخیره' }).click();
    await page.getByText('نوع رزرو افزوده شد').waitFor();

    // its weekly template: every day of the coming 30 days at 07:15 and 21:45 (one-hour sessions), so tomorrow always has slots;
    // a new row takes the next weekday with the same hours
    const template = page.getByRole('group', { name: 'الگوی هفتگی' });
    const today = toBusinessWallClock(Date.now()).date;
    await template.getByLabel('از تاریخ').fill(jalaliDateText(isoToJalali(today)));
    await template.getByLabel('تا تاریخ').fill(jalaliDateText(isoToJalali(addDays(today, 30))));
    await template.getByLabel('از ساعت ردیف 1').fill('۰۷:۱۵');
    await template.getByLabel('تا ساعت ردیف 1').fill('۰۸:۱۵');
    for (let row = 2; row <= 14; row += 1) {
      await template.getByRole('button', { name: 'افزودن روز' }).click();
      if (row === 8) {
        await template.getByLabel('از ساعت ردیف 8').fill('21:45');
        await template.getByLabel('تا ساعت ردیف 8').fill('22:45');
      }
    }
    await page.getByRole('button', { name: 'اعمال الگو' }).click();
    await page.getByText(/زمان افزوده شد/).waitFor();

    const type = await server.db
      .selectFrom('reservation_types')
      .select('id')
      .where('title', '=', 'مشاوره بودجه‌ریزی')
      .executeTakeFirstOrThrow();
    const tomorrow = addDays(toBusinessWallClock(Date.now()).date, 1);
    const publicType = await typeWithSlots(server.url, type.id, tomorrow, 1);
    expect(
      publicType.availableDates
        .find((day: { date: string }) => day.date === tomorrow)
        ?.timeSlots.map((slot: { time: string }) => slot.time),
    ).toEqual(['07:15', '21:45']);
    await screenshot(page, 'schedule-desktop-light');

    // a customer books tomorrow 21:45 (the booking screen is another capability: the reservation goes in directly)
    const customer = await signInDirectly(server.db, { email: 'neda@example.com', firstName: 'ندا', lastName: 'کریمی' });
    const reservationId = await insertReservation(server.db, {
      typeId: type.id,
      userId: customer.id,
      date: tomorrow,
      time: '21:45',
      status: 'confirmed',
      price: 800000,
      refId: '40404040',
    });

    // the booked slot cannot be removed
    await page.reload();
    await page.getByRole('button', { name: 'زمان‌ها' }).first().waitFor();
    await page.getByTestId(`type-${type.id}`).getByRole('button', { name: 'زمان‌ها' }).click();
    const longDate = formatJalaliLong(tomorrow);
    await showDay(page, tomorrow);
    await page.getByRole('button', { name: `حذف ساعت ۲۱:۴۵ ${longDate}` }).click();
    await page.getByText(/رزرو قطعی یا در حال پرداخت دارد و حذف نمی‌شود/).waitFor();

    // all bookings: the customer's row, first among upcoming confirmed sessions of tomorrow
    await page.goto(`${server.url}/dashboard?tab=bookings`);
    const row = page.getByTestId(`booking-${reservationId}`);
    await row.waitFor();
    for (const text of ['ندا کریمی', 'neda@example.com', 'مشاوره بودجه‌ریزی', '۲۱:۴۵', '۸۰۰٬۰۰۰ تومان', 'تأیید شده', '۴۰۴۰۴۰۴۰']) {
      expect(await row.innerText()).toContain(text);
    }
    const csvHref = await page.getByRole('link', { name: 'دریافت فایل CSV' }).getAttribute('href');
    const csv = await page.evaluate(async (href) => (await fetch(href!)).text(), csvHref);
    expect(csv).toContain('"ندا کریمی","neda@example.com","مشاوره بودجه‌ریزی"');
    await screenshot(page, 'bookings-desktop-light');

    // cancel with a reason
    await row.getByRole('button', { name: 'لغو' }).click();
    const dialog = page.getByRole('dialog', { name: 'لغو رزرو' });
    await dialog.getByLabel(/دلیل لغو/).fill('مشاور در سفر کاری است؛ لطفاً زمان دیگری رزرو کنید');
    await screenshot(page, 'bookings-cancel-dialog-desktop-light');
    await dialog.getByRole('button', { name: 'لغو رزرو' }).click();
    // it was paid and the bank no longer knows the payment to reverse it: the money is owed
    await page.getByText('رزرو لغو شد؛ مبلغ پرداختی به فهرست بازگشت وجه افزوده شد').waitFor();
    await row.getByText('لغو شده').waitFor();
    expect(await row.innerText()).toContain('دلیل لغو: مشاور در سفر کاری است؛ لطفاً زمان دیگری رزرو کنید');
    expect(await row.innerText()).toContain('پرداخت شده؛ مبلغ را به مشتری بازگردانید');

    // the refund-owed list: the consultant gave it back by card transfer and records it
    await row.getByRole('link', { name: 'فهرست بازگشت وجه' }).click();
    const refund = page.locator('[data-testid^="refund-"]').filter({ hasText: 'ندا کریمی' });
    await refund.waitFor();
    expect(await refund.innerText()).toContain('۸۰۰٬۰۰۰ تومان');
    expect(await refund.innerText()).toContain('کد -۵۴');
    await screenshot(page, 'refunds-owed-desktop-light');
    await refund.getByRole('button', { name: 'ثبت بازپرداخت' }).click();
    const confirm = page.getByRole('dialog', { name: 'ثبت بازپرداخت' });
    await confirm.getByLabel(/یادداشت/).fill('کارت به کارت، پیگیری ۱۲۳۴');
    await confirm.getByRole('button', { name: 'ثبت بازپرداخت' }).click();
    await refund.getByText('بازپرداخت ثبت شد').waitFor();
    const payment = await server.db
      .selectFrom('payments')
      .select('status')
      .where('reservation_id', '=', reservationId)
      .executeTakeFirstOrThrow();
    expect(payment.status).toBe('refunded');

    // the booking's payment history tells the whole story, oldest first
    await page.goto(`${server.url}/dashboard?tab=bookings`);
    await row.getByRole('button', { name: 'تاریخچه پرداخت' }).click();
    const history = page.getByRole('dialog', { name: 'تاریخچه پرداخت' });
    await history.getByText('بازپرداخت شد').waitFor();
    const ledger = (await history.getByRole('list', { name: 'رویدادهای رزرو و پرداخت' }).getByRole('listitem').allInnerTexts()).map(
      (entry) => entry.split('\n')[0],
    );
    expect(ledger[0]).toBe('مشاور رزرو را لغو کرد');
    expect(ledger.slice(-2)).toEqual(['بانک بازگشت وجه را نپذیرفت', 'مشاور بازپرداخت را ثبت کرد']);
    await screenshot(page, 'payment-history-desktop-light');
    await page.keyboard.press('Escape');

    // what the customer's "my reservations" tab reads
    const stored = await server.db
      .selectFrom('reservations')
      .select(['status', 'cancel_reason'])
      .where('id', '=', reservationId)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ status: 'cancelled', cancel_reason: 'مشاور در سفر کاری است؛ لطفاً زمان دیگری رزرو کنید' });

    // the slot is free again: the admin's calendar shows it free and another customer can hold it
    await page.goto(`${server.url}/dashboard?tab=schedule`);
    await page.getByTestId(`type-${type.id}`).getByRole('button', { name: 'زمان‌ها' }).click();
    await showDay(page, tomorrow);
    const freed = page.getByRole('button', { name: `حذف ساعت ۲۱:۴۵ ${longDate}` });
    expect(await freed.locator('xpath=..').getAttribute('data-occupancy')).toBe('free');
    const other = await signInDirectly(server.db);
    await expect(
      insertReservation(server.db, { typeId: type.id, userId: other.id, date: tomorrow, time: '21:45', status: 'pending' }),
    ).resolves.toEqual(expect.any(String));
    const byDate = await fetch(`${server.url}/api/reservations/by-date?date=${tomorrow}&reservationTypeId=${type.id}`);
    // the customers' availability for that date (the booking capability's route): only the new hold counts
    expect(byDate.status).toBe(200);
    expect((await byDate.json()).reservations.map((reservation: { status: string }) => reservation.status)).toEqual(['pending']);
    await context.close();
  });

  it.each([
    ['desktop', 'light'],
    ['desktop', 'dark'],
    ['phone', 'light'],
    ['phone', 'dark'],
  ] as const)('lays out both tabs on %s in the %s theme', async (viewport, theme) => {
    const { context, page } = await newPage(browser, viewport);
    await signInAs(context, server, { isAdmin: true });
    const type = await server.db.selectFrom('reservation_types').select(['id', 'title']).orderBy('display_order').executeTakeFirstOrThrow();
    const user = await signInDirectly(server.db, { firstName: 'مریم', lastName: 'نوری', email: `maryam.${viewport}.${theme}@example.com` });
    const day = addDays(toBusinessWallClock(Date.now()).date, 2 + (viewport === 'phone' ? 1 : 0) + (theme === 'dark' ? 10 : 0));
    await insertReservation(server.db, {
      typeId: type.id,
      userId: user.id,
      date: day,
      time: '06:05',
      status: 'confirmed',
      refId: '7788990011',
    });

    await page.goto(`${server.url}/dashboard?tab=schedule`);
    await page.getByRole('heading', { name: 'انواع رزرو و زمان‌ها', level: 2 }).waitFor();
    if (theme === 'dark') await useDarkTheme(page);
    await page.getByTestId(`type-${type.id}`).getByRole('button', { name: 'زمان‌ها' }).click();
    await page.getByRole('button', { name: 'اعمال الگو' }).waitFor();
    await page.locator('[data-occupancy]').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await screenshot(page, `schedule-${viewport}-${theme}`);

    await page.goto(`${server.url}/dashboard?tab=bookings`);
    await page.locator('[data-testid^="booking-"]').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await screenshot(page, `bookings-${viewport}-${theme}`);
    await context.close();
  });
});
