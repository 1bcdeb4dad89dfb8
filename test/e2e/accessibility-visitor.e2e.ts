import type { Browser, Locator, Page } from 'playwright-core';
import { screenshot } from './support/browser';
import { heading, inBothThemes, visitorPage } from './support/accessibility-check';
import { withAccessibilitySite, chooseSlot, type Fixture } from './support/accessibility-fixture';
import type { TestServer } from '../server/support/test-server';
// the demo consultant the seeded site carries
import { DEMO_SITE_PROFILE as SITE_PROFILE } from '../../server/seed/demo-site-profile';
import { toPersianDigits } from '../../src/core/domain/persian-digits';

/**
 * Issue 10, a visitor's screens: axe finds no serious or critical violation on any of them, in
 * the light and the dark theme (support/accessibility-check.ts says how each screen is checked).
 */

describe("accessibility of a visitor's screens in both themes (axe: no serious or critical violation)", () => {
  let server: TestServer;
  let browser: Browser;
  let fixture: Fixture;
  withAccessibilitySite((site) => ({ server, browser, fixture } = site));

  /** Asks to sign up with a too-short password; answers the error it shows. */
  async function signUpTooShort(page: Page): Promise<Locator[]> {
    await page.getByRole('link', { name: 'ثبت نام', exact: true }).click();
    await page.getByLabel('ایمیل', { exact: true }).fill('short@example.com');
    await page.getByLabel('رمز عبور', { exact: true }).fill('1234567');
    await page.getByRole('button', { name: 'ثبت نام', exact: true }).click();
    return [page.getByRole('alert').filter({ hasText: 'رمز عبور باید حداقل ۸ کاراکتر باشد' })];
  }

  it('has none on the public pages, the blog and the booking list, light and dark', () =>
    inBothThemes(async (theme, check) => {
      const { context, page } = await visitorPage(browser, theme);
      const go = (path: string) => page.goto(`${server.url}${path}`);

      await go('/');
      await check(
        page,
        '/',
        heading(page, SITE_PROFILE.ownerName),
        page.getByRole('article').first(),
        page.getByRole('region', { name: 'تازه‌ترین مقالات' }).getByRole('link').first(),
      );
      await screenshot(page, `a11y-home-${theme}`);
      await go('/about-me');
      await check(page, '/about-me', heading(page, 'درباره من'));
      await go('/services');
      await check(page, '/services', heading(page, 'خدمات'));
      await go('/audit');
      await check(page, '/audit', heading(page, 'خدمات حسابرسی'));
      await go('/educational');
      await check(page, '/educational', heading(page, 'آموزش مالی سازمانی'), page.getByRole('tab').first());
      await go('/reservations');
      await check(page, '/reservations', heading(page, 'رزرو مشاوره'), page.getByRole('article').nth(3));
      await screenshot(page, `a11y-reservations-${theme}`);
      await go('/search');
      await check(page, '/search', heading(page, 'مقالات'), page.locator('main ul > li').nth(8));
      await go(`/search?searchTerm=${encodeURIComponent('مالیات')}`);
      await check(page, '/search?searchTerm=…', page.getByText('نتایج جستجو برای «مالیات»'), page.locator('main ul > li').first());
      await go(`/search?searchTerm=${encodeURIComponent('ناموجود')}`);
      await check(page, '/search (no results)', page.getByRole('alert').or(page.getByRole('status')).filter({ hasText: 'ناموجود' }));
      await go('/media');
      await check(page, '/media', heading(page, 'حضور در رسانه'), page.locator('main ul > li').first());
      await go(`/post/${encodeURIComponent(fixture.articleSlug)}`);
      await check(
        page,
        '/post/{slug}',
        page.locator('h1'),
        page.getByTestId('article-body'),
        page.getByRole('region', { name: 'مقالات مرتبط' }).getByRole('link').first(),
      );
      await screenshot(page, `a11y-article-${theme}`);
      await go(`/media/${encodeURIComponent(fixture.mediaSlug)}`);
      await check(page, '/media/{slug}', page.locator('h1'), page.getByTestId('article-body'));
      await go('/no/such/page');
      await check(page, '404', heading(page, 'صفحه مورد نظر پیدا نشد'));
      await context.close();
    }));

  it("has none in a visitor's interactive states: booking with a chosen slot, dialogs, the phone menu, the login forms, light and dark", () =>
    inBothThemes(async (theme, check) => {
      const { context, page } = await visitorPage(browser, theme);

      await chooseSlot(page, server, fixture);
      await check(
        page,
        '/reservation/{id} with a chosen slot',
        page.getByRole('button', { name: toPersianDigits(fixture.freeTime), pressed: true }),
      );
      await screenshot(page, `a11y-booking-${theme}`);

      await page.goto(`${server.url}/educational`);
      await heading(page, 'آموزش مالی سازمانی').waitFor();
      await page.getByRole('button', { name: 'بیشتر بخوانید' }).first().click();
      await check(page, '/educational with a description open', page.getByRole('dialog'));

      await page.goto(`${server.url}/login`);
      await check(page, '/login', page.getByLabel('ایمیل', { exact: true }));
      await check(page, '/login, sign-up with an error', ...(await signUpTooShort(page)));
      await screenshot(page, `a11y-login-error-${theme}`);
      await context.close();

      const phone = await visitorPage(browser, theme, 'phone');
      await phone.page.goto(`${server.url}/audit`);
      await heading(phone.page, 'خدمات حسابرسی').waitFor();
      await phone.page.getByRole('button', { name: 'بیشتر بخوانید' }).nth(1).click();
      await check(phone.page, '/audit at 360 px with a description open', phone.page.getByRole('dialog'));
      await phone.page.keyboard.press('Escape');
      await phone.page.getByRole('dialog').waitFor({ state: 'detached' });
      await phone.page.getByRole('button', { name: 'منوی سایت' }).click();
      await check(
        phone.page,
        '/audit at 360 px with the menu open',
        phone.page.locator('#mobile-menu').getByRole('link', { name: 'ورود', exact: true }),
      );
      await screenshot(phone.page, `a11y-phone-menu-${theme}`);
      await phone.page.goto(`${server.url}/login`);
      await check(phone.page, '/login at 360 px, sign-up with an error', ...(await signUpTooShort(phone.page)));
      await phone.context.close();
    }));
});
