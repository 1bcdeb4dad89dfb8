import type { Browser, Locator } from 'playwright-core';
import { formatJalaliLong } from '../../src/core/domain/jalali-date';
import { toPersianDigits } from '../../src/core/domain/persian-digits';
import { newPage, screenshot } from './support/browser';
import { firstFreePaidSlot, tehranDateIn } from './support/free-paid-slot';
import { withSiteInBrowser } from './support/site-in-browser';
import { signInAs } from './support/session';
import type { TestServer } from '../server/support/test-server';
import type { SignedInUser } from '../server/support/sign-in-directly';

const json = { 'content-type': 'application/json' };

/** A customer moves their paid booking to another free time of its type from «رزروهای من». */
describe('a customer moving their booking', () => {
  let server: TestServer;
  let browser: Browser;

  withSiteInBrowser((site, chromium) => {
    server = site;
    browser = chromium;
  });

  /** Books, pays at the sandbox bank and comes back: a confirmed, paid booking. */
  async function paidBooking(user: SignedInUser, slot: { typeId: string; date: string; time: string }): Promise<void> {
    const call = (path: string, body: unknown) =>
      fetch(`${server.url}${path}`, { method: 'POST', headers: { ...json, cookie: user.cookie }, body: JSON.stringify(body) });
    const booked = await call('/api/reservations/book', { reservationTypeId: slot.typeId, date: slot.date, timeSlot: slot.time });
    expect(booked.status).toBe(201);
    const reservationId = (await booked.json()).reservation._id;
    const { paymentUrl } = await (await call('/api/payments/initiate', { reservationId })).json();
    const authority = (paymentUrl as string).split('/').pop()!;
    expect((await fetch(`${server.url}/sandbox-bank/${authority}/pay`, { method: 'POST', redirect: 'manual' })).status).toBe(303);
    expect((await call('/api/payments/verify', { Authority: authority, Status: 'OK', reservationId })).status).toBe(200);
  }

  /**
   * In the move dialog: chooses a day that still has a free time, and that time; answers both. It
   * goes by what the dialog shows, not by position: an open day may have every time taken.
   */
  async function chooseFreeTime(dialog: Locator): Promise<{ date: string; time: string }> {
    const calendar = dialog.getByRole('region', { name: 'انتخاب روز تازه' });
    const nextMonth = calendar.getByRole('button', { name: 'ماه بعد' });
    for (;;) {
      const openDays = calendar.locator('button[data-date]:not([disabled])');
      const count = await openDays.count();
      for (let index = 0; index < count; index += 1) {
        const day = openDays.nth(index);
        const date = (await day.getAttribute('data-date'))!;
        await day.click();
        const times = dialog.getByRole('list', { name: `زمان‌های آزاد این روز: ${formatJalaliLong(date)}` });
        const none = dialog.getByText('در این روز زمان آزادی برای انتقال نمانده است؛ روز دیگری را انتخاب کنید.');
        await times.or(none).waitFor();
        if (!(await times.isVisible())) continue;
        const first = times.getByRole('button').first();
        const time = (await first.getAttribute('data-time')) ?? '';
        await first.click();
        await times.getByRole('button', { pressed: true }).waitFor();
        return { date, time };
      }
      if (await nextMonth.isDisabled()) throw new Error('no day on the calendar has a free time');
      // a month not read yet shows once its times arrive: wait for its days before looking at them
      const shown = await calendar.getByRole('group', { name: /^روزهای / }).getAttribute('aria-label');
      await nextMonth.click();
      await dialog.page().waitForFunction((label) => !document.querySelector(`[role="group"][aria-label="${label}"]`), shown);
    }
  }

  it('moves a paid booking to a free time chosen on the calendar, and «رزروهای من» shows the new time', async () => {
    const { page, context } = await newPage(browser, 'desktop');
    const customer = await signInAs(context, server, { firstName: 'نرگس', lastName: 'صالحی' });
    // two days ahead or later, so the 24 hours' notice for moving it has not begun
    const slot = await firstFreePaidSlot(server, tehranDateIn(2));
    await paidBooking(customer, slot);

    await page.goto(`${server.url}/dashboard?tab=reservations`);
    const item = page.getByTestId('my-reservation').first();
    await item.getByText(/می‌توانید این رزرو را لغو کنید یا به زمان آزاد دیگری ببرید/).waitFor();
    await item.getByRole('button', { name: 'تغییر زمان' }).click();
    const dialog = page.getByRole('dialog', { name: 'انتخاب زمان تازه' });
    const chosen = await chooseFreeTime(dialog);
    await screenshot(page, 'booking-changes-move-dialog');
    await dialog.getByRole('button', { name: 'انتقال به این زمان' }).click();

    const done = page.getByRole('dialog', { name: /^رزرو شما به .* منتقل شد$/ });
    await done.waitFor();
    expect(await done.getByRole('heading').innerText()).toContain(formatJalaliLong(chosen.date));
    await done.getByRole('button', { name: 'باشه' }).click();

    const moved = page.getByTestId('my-reservation').first();
    await moved.getByText(formatJalaliLong(chosen.date), { exact: true }).waitFor();
    expect(chosen).not.toEqual({ date: slot.date, time: slot.time });
    expect(await moved.innerText()).toContain(toPersianDigits(chosen.time));
    expect(await moved.innerText()).toContain('پرداخت شما تأیید شد و رزرو قطعی است.');
    await screenshot(page, 'booking-changes-moved');
    await context.close();
  });
});
