import type { Browser } from 'playwright-core';
import { newPage, screenshot } from './support/browser';
import { signInAs } from './support/session';
import { heading, inBothThemes } from './support/accessibility-check';
import { withAccessibilitySite, chooseSlot, showDay, type Fixture } from './support/accessibility-fixture';
import type { TestServer } from '../server/support/test-server';
import { insertReservation } from '../server/support/insert-reservation';
import { toPersianDigits } from '../../src/core/domain/persian-digits';
import type { ThemeName } from '../../src/core/domain/theme';

/**
 * Issue 10, a signed-in user's and the admin's screens: axe finds no serious or critical
 * violation on any of them, in the light and the dark theme (see support/accessibility-check.ts).
 */

describe("accessibility of a signed-in user's and the admin's screens in both themes (axe: no serious or critical violation)", () => {
  let server: TestServer;
  let browser: Browser;
  let fixture: Fixture;
  withAccessibilitySite((site) => ({ server, browser, fixture } = site));

  /**
   * Copies of the demo articles written by this admin (more than one page of them, so the list
   * shows its show-more button); answers the newest copy.
   */
  async function givePostsTo(adminId: string, theme: ThemeName): Promise<{ id: string }> {
    const demo = await server.db.selectFrom('posts').selectAll().where('user_id', 'is', null).execute();
    await server.db
      .insertInto('posts')
      .values(demo.map(({ id: _id, search_text: _searchText, ...post }) => ({ ...post, slug: `${post.slug}-${theme}`, user_id: adminId })))
      .execute();
    return server.db
      .selectFrom('posts')
      .select('id')
      .where('user_id', '=', adminId)
      .orderBy('updated_at', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
  }

  it("has none on a signed-in user's screens: profile, booking, payment results, my reservations, light and dark", () =>
    inBothThemes(async (theme, check) => {
      const { context, page } = await newPage(browser);
      const user = await signInAs(context, server, { theme, firstName: 'مریم', lastName: 'نوری' });
      const hour = theme === 'light' ? 9 : 15;

      await page.goto(`${server.url}/dashboard?tab=profile`);
      await check(page, '/dashboard?tab=profile', page.getByRole('button', { name: 'بروزرسانی اطلاعات' }));
      await page.getByPlaceholder('حوزه فعالیت حرفه‌ای', { exact: true }).fill('مدیر مالی');
      await page.getByRole('button', { name: 'بروزرسانی اطلاعات' }).click();
      // Hovering holds the toast (and its countdown bar) still while axe looks at it.
      const toast = page.getByRole('alert').filter({ hasText: 'با موفقیت بروزرسانی شد' });
      await toast.hover();
      await check(page, '/dashboard?tab=profile, saved: banner and toast', toast, page.getByText('اطلاعات حساب کاربری شما ذخیره شد'));
      await screenshot(page, `a11y-profile-saved-${theme}`);
      await page.getByRole('button', { name: 'منوی حساب کاربری' }).click();
      await check(page, '/dashboard?tab=profile with the account menu open', page.getByRole('menuitem', { name: 'پروفایل کاربری' }));
      await page.getByRole('button', { name: 'منوی حساب کاربری' }).click();
      await page.getByRole('button', { name: 'حذف حساب کاربری' }).click();
      await check(
        page,
        '/dashboard?tab=profile, delete-account dialog',
        page.getByRole('dialog', { name: 'آیا از حذف حساب کاربری خود اطمینان دارید؟' }),
      );

      await chooseSlot(page, server, fixture);
      await check(
        page,
        '/reservation/{id} signed in with a chosen slot',
        page.getByText('اطلاعات شخصی', { exact: true }),
        page.getByRole('button', { name: toPersianDigits(fixture.freeTime), pressed: true }),
      );

      await page.goto(`${server.url}/payment/callback`);
      await check(page, '/payment/callback waiting', page.getByTestId('payment-wait'));

      await page.evaluate(() => sessionStorage.setItem('reservationId', '00000000-0000-4000-8000-000000000000'));
      await page.goto(`${server.url}/payment/callback?Authority=S0000&Status=NOK`);
      await check(page, '/payment/callback failure', heading(page, 'متأسفیم! پرداخت شما با مشکل مواجه شد'));

      const reservationId = await insertReservation(server.db, {
        userId: user.id,
        typeId: fixture.paidTypeId,
        date: '2027-01-20',
        time: `${hour}:00`,
      });
      await insertReservation(server.db, { userId: user.id, typeId: fixture.paidTypeId, date: '2027-01-21', time: `${hour}:00` });
      const paymentUrl = await page.evaluate(async (id) => {
        sessionStorage.setItem('reservationId', id);
        const response = await fetch('/api/payments/initiate', {
          method: 'POST',
          credentials: 'include',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ reservationId: id }),
        });
        return (await response.json()).paymentUrl as string;
      }, reservationId);
      await page.goto(`${server.url}${paymentUrl}`);
      await page.getByRole('button', { name: 'پرداخت', exact: true }).click();
      // The success display stays 3 s before it moves on to the reservations.
      await check(page, '/payment/callback success', heading(page, 'پرداخت موفق'));

      await page.waitForURL(`${server.url}/dashboard?tab=reservations`, { timeout: 10000 });
      await check(
        page,
        '/dashboard?tab=reservations',
        page.getByTestId('my-reservation').filter({ hasText: 'تأیید شده' }),
        page.getByText('مهلت پرداخت'),
      );
      await screenshot(page, `a11y-my-reservations-${theme}`);
      await context.close();

      const phone = await newPage(browser, 'phone');
      await signInAs(phone.context, server, { theme, firstName: '', lastName: '' });
      await phone.page.goto(`${server.url}/dashboard?tab=profile`);
      await check(
        phone.page,
        '/dashboard?tab=profile at 360 px, incomplete',
        phone.page.getByText('برای رزرو مشاوره، ایمیل، نام، نام خانوادگی و شماره موبایل را کامل کنید.'),
      );
      await chooseSlot(phone.page, server, fixture);
      await check(
        phone.page,
        '/reservation/{id} at 360 px, incomplete profile, chosen slot',
        phone.page.getByText('اطلاعات شخصی را تکمیل کنید', { exact: false }),
      );
      await phone.context.close();
    }));

  it("has none on the admin's tabs and forms, light and dark", () =>
    inBothThemes(async (theme, check) => {
      const { context, page } = await newPage(browser);
      const admin = await signInAs(context, server, { theme, isAdmin: true, firstName: 'مشاور', lastName: 'سایت' });
      const post = await givePostsTo(admin.id, theme);
      const go = (path: string) => page.goto(`${server.url}${path}`);

      await go('/dashboard?tab=posts');
      await check(page, '/dashboard?tab=posts', page.getByRole('row').nth(1), page.getByRole('button', { name: 'مشاهده بیشتر' }));
      await screenshot(page, `a11y-admin-posts-${theme}`);
      await page.getByRole('row').nth(1).getByTitle('حذف').click();
      await check(page, '/dashboard?tab=posts, delete dialog', page.getByRole('dialog', { name: 'آیا از حذف این مقاله اطمینان دارید؟' }));

      await go('/dashboard?tab=addPost');
      await page.getByLabel('دسته بندی').locator('option').nth(1).waitFor({ state: 'attached' });
      await check(page, '/dashboard?tab=addPost', page.getByRole('textbox', { name: 'متن مقاله' }));
      await go(`/dashboard?tab=updatePost/${post.id}`);
      await check(page, '/dashboard?tab=updatePost/{id}', page.getByRole('textbox', { name: 'متن مقاله' }).locator('p, h2, h3').first());
      await go(`/dashboard/updatePost/${post.id}`);
      await check(page, '/dashboard/updatePost/{id}', page.getByRole('textbox', { name: 'متن مقاله' }).locator('p, h2, h3').first());

      await go('/dashboard?tab=categories');
      await check(page, '/dashboard?tab=categories', page.getByRole('row').nth(1));
      await page.getByRole('button', { name: 'افزودن دسته بندی جدید' }).click();
      await check(page, '/dashboard?tab=categories, add dialog', page.getByRole('dialog', { name: 'افزودن دسته بندی' }));

      await go('/dashboard?tab=schedule');
      await check(page, '/dashboard?tab=schedule', page.getByRole('list', { name: 'انواع رزرو' }));
      await page.getByTestId(`type-${fixture.typeId}`).getByRole('button', { name: 'زمان‌ها' }).click();
      await showDay(page, fixture);
      await check(
        page,
        "/dashboard?tab=schedule with a day's booked and held slots",
        page.locator('[data-occupancy="booked"]'),
        page.locator('[data-occupancy="held"]'),
      );
      await screenshot(page, `a11y-admin-schedule-${theme}`);
      await page.getByRole('button', { name: 'افزودن نوع رزرو' }).click();
      await check(page, '/dashboard?tab=schedule, add-type dialog', page.getByRole('dialog', { name: 'افزودن نوع رزرو' }));

      await go('/dashboard?tab=bookings');
      await check(page, '/dashboard?tab=bookings', page.locator('[data-testid^="booking-"]').first());
      await page.locator('[data-testid^="booking-"]').filter({ hasText: 'تأیید شده' }).first().getByRole('button', { name: 'لغو' }).click();
      await check(page, '/dashboard?tab=bookings, cancel dialog', page.getByRole('dialog', { name: 'لغو رزرو' }));
      await page.keyboard.press('Escape');
      await page
        .locator('[data-testid^="booking-"]')
        .filter({ hasText: 'تأیید شده' })
        .first()
        .getByRole('button', { name: 'تاریخچه پرداخت' })
        .click();
      await check(
        page,
        '/dashboard?tab=bookings, payment history',
        page.getByRole('dialog', { name: 'تاریخچه پرداخت' }).getByRole('heading', { name: 'رویدادها' }),
      );
      await page.keyboard.press('Escape');

      await go('/dashboard?tab=payments');
      await check(
        page,
        '/dashboard?tab=payments',
        page.getByText('بازگشت وجهی در انتظار نیست').or(page.locator('[data-testid^="refund-"]').first()),
      );
      await context.close();

      const phone = await newPage(browser, 'phone');
      await signInAs(phone.context, server, { theme, isAdmin: true });
      await phone.page.goto(`${server.url}/dashboard?tab=schedule`);
      await phone.page.getByTestId(`type-${fixture.typeId}`).getByRole('button', { name: 'زمان‌ها' }).click();
      await showDay(phone.page, fixture);
      await check(phone.page, "/dashboard?tab=schedule at 360 px with a day's slots", phone.page.locator('[data-occupancy="booked"]'));
      await phone.page.goto(`${server.url}/dashboard?tab=bookings`);
      await check(phone.page, '/dashboard?tab=bookings at 360 px', phone.page.locator('[data-testid^="booking-"]').first());
      await phone.context.close();
    }));
});
