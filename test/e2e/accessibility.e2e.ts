import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { newPage, screenshot, type VIEWPORTS, chooseTheme } from './support/browser';
import { withSiteInBrowser } from './support/site-in-browser';
import { signInAs } from './support/session';
import { seriousAxeViolations, waitForAnimations } from './support/axe';
import { placeholderContrastProblems } from './support/placeholder-contrast';
import type { TestServer } from '../server/support/test-server';
import { signInDirectly } from '../server/support/sign-in-directly';
import { insertReservation } from '../server/support/insert-reservation';
import { SITE_PROFILE } from '../../src/core/domain/site-profile';
import { toPersianDigits } from '../../src/core/domain/persian-digits';
import type { ThemeName } from '../../src/core/domain/theme';

/**
 * Issue 10: axe on every screen of the spec, in both themes, with no serious or critical
 * violation. Each test walks one kind of visitor through their screens, in the light and the
 * dark theme side by side (two pages at once keep both cores busy while axe runs), and fails
 * once, listing every problem as "screen [theme] rule (impact): help — nodes [reason]", so one
 * run names all there is to fix.
 */

const THEMES = ['light', 'dark'] as const;

interface Fixture {
  /** the second demo type: the booking screen */
  typeId: string;
  /** a day of that type with a booked, a held and a free slot */
  day: string;
  freeTime: string;
  articleSlug: string;
  mediaSlug: string;
  /** the type paid for in the payment screens */
  paidTypeId: string;
}

type Viewport = keyof typeof VIEWPORTS;

/** A visitor's page whose saved client state asks for the theme. */
async function visitorPage(browser: Browser, theme: ThemeName, viewport: Viewport = 'desktop'): Promise<{ context: BrowserContext; page: Page }> {
  const opened = await newPage(browser, viewport);
  await chooseTheme(opened.context, theme);
  return opened;
}

/**
 * `check(page, screen, ...ready)` waits for the ready locators, for the lazy page to have
 * replaced 'Loading...', for fonts and for the fade and theme transitions, then adds a theme
 * mismatch, axe's serious and critical findings and faint placeholders to `problems`.
 */
type Check = (page: Page, screen: string, ...ready: Locator[]) => Promise<void>;

function checker(theme: ThemeName, problems: string[]): Check {
  return async (page, screen, ...ready) => {
    for (const locator of ready) await locator.waitFor();
    await page.waitForFunction(() => !document.body.innerText.includes('Loading...'));
    await page.evaluate(() => document.fonts.ready);
    await waitForAnimations(page);
    const where = `${screen} [${theme}]`;
    const shown = await page.getAttribute('html', 'data-theme');
    if (shown !== theme) problems.push(`${where}: the page shows the ${shown} theme`);
    problems.push(...(await seriousAxeViolations(page)).map((violation) => `${where} ${violation}`));
    problems.push(...(await placeholderContrastProblems(page)).map((problem) => `${where} ${problem}`));
  };
}

/** Walks the screens in both themes at once; fails with every problem of both, once both are done. */
async function inBothThemes(walk: (theme: ThemeName, check: Check) => Promise<void>): Promise<void> {
  const problems: string[] = [];
  const walks = await Promise.allSettled(THEMES.map((theme) => walk(theme, checker(theme, problems))));
  for (const result of walks) if (result.status === 'rejected') throw result.reason;
  expect(problems.sort()).toEqual([]);
}

const heading = (page: Page, name: string | RegExp, level = 1) => page.getByRole('heading', { level, name });

describe('accessibility of every screen in both themes (axe: no serious or critical violation)', () => {
  let server: TestServer;
  let browser: Browser;
  let fixture: Fixture;

  withSiteInBrowser((site, chromium) => {
    server = site;
    browser = chromium;
  });

  beforeAll(async () => {
    const types = (await (await fetch(`${server.url}/api/reservationtypes`)).json()).data;
    const type = types[1];
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tehran' }).format(new Date());
    const day = type.availableDates.find((d: { date: string; timeSlots: unknown[] }) => d.date > today && d.timeSlots.length >= 3);
    const [free, booked, held] = day.timeSlots;
    const someone = await signInDirectly(server.db, { firstName: 'ندا', lastName: 'کریمی' });
    await insertReservation(server.db, { typeId: type._id, userId: someone.id, date: day.date, time: booked.time, status: 'confirmed', refId: '40404040' });
    await insertReservation(server.db, { typeId: type._id, userId: someone.id, date: day.date, time: held.time });

    const posts = (await (await fetch(`${server.url}/api/post/getposts?limit=1`)).json()).posts;
    const media = (await (await fetch(`${server.url}/api/post/getposts?limit=1&media=true`)).json()).posts;
    const paid = await server.db.selectFrom('reservation_types').select('id').where('title', '=', 'مشاوره مالیاتی').executeTakeFirstOrThrow();
    fixture = { typeId: type._id, day: day.date, freeTime: free.time, articleSlug: posts[0].slug, mediaSlug: media[0].slug, paidTypeId: paid.id };
  });

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
    return server.db.selectFrom('posts').select('id').where('user_id', '=', adminId).orderBy('updated_at', 'desc').limit(1).executeTakeFirstOrThrow();
  }

  /** Asks to sign up with a too-short password; answers the error it shows. */
  async function signUpTooShort(page: Page): Promise<Locator[]> {
    await page.getByRole('link', { name: 'ثبت نام', exact: true }).click();
    await page.getByLabel('ایمیل', { exact: true }).fill('short@example.com');
    await page.getByLabel('رمز عبور', { exact: true }).fill('1234567');
    await page.getByRole('button', { name: 'ثبت نام', exact: true }).click();
    return [page.getByRole('alert').filter({ hasText: 'رمز عبور باید حداقل ۸ کاراکتر باشد' })];
  }

  /** Chooses the fixture's day on the calendar on screen (the booking screen's or the schedule's). */
  async function showDay(page: Page): Promise<void> {
    // a link on the booking screen, a button on the schedule's calendar
    const dayButton = page.locator(`[data-date="${fixture.day}"]`);
    await page.getByLabel('ماه قبل', { exact: true }).waitFor();
    if (!(await dayButton.isVisible())) await page.getByLabel('ماه بعد', { exact: true }).click();
    await dayButton.click();
  }

  /** Opens the booking screen on the fixture's day and chooses its free slot. */
  async function chooseSlot(page: Page): Promise<void> {
    await page.goto(`${server.url}/reservation/${fixture.typeId}`);
    await showDay(page);
    await page.getByRole('button', { name: /رزرو شده$/ }).waitFor();
    await page.getByRole('list', { name: 'زمان‌های این روز' }).getByRole('button', { name: toPersianDigits(fixture.freeTime), exact: true }).click();
  }

  it('has none on the public pages, the blog and the booking list, light and dark', () => inBothThemes(async (theme, check) => {
    const { context, page } = await visitorPage(browser, theme);
    const go = (path: string) => page.goto(`${server.url}${path}`);

    await go('/');
    await check(page, '/', heading(page, SITE_PROFILE.ownerName), page.getByRole('article').first(), page.getByRole('region', { name: 'تازه‌ترین مقالات' }).getByRole('link').first());
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
    await check(page, '/post/{slug}', page.locator('h1'), page.getByTestId('article-body'), page.getByRole('region', { name: 'مقالات مرتبط' }).getByRole('link').first());
    await screenshot(page, `a11y-article-${theme}`);
    await go(`/media/${encodeURIComponent(fixture.mediaSlug)}`);
    await check(page, '/media/{slug}', page.locator('h1'), page.getByTestId('article-body'));
    await go('/no/such/page');
    await check(page, '404', heading(page, 'صفحه مورد نظر پیدا نشد'));
    await context.close();
  }));

  it('has none in a visitor\'s interactive states: booking with a chosen slot, dialogs, the phone menu, the login forms, light and dark', () => inBothThemes(async (theme, check) => {
    const { context, page } = await visitorPage(browser, theme);

    await chooseSlot(page);
    await check(page, '/reservation/{id} with a chosen slot', page.getByRole('button', { name: toPersianDigits(fixture.freeTime), pressed: true }));
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
    await check(phone.page, '/audit at 360 px with the menu open', phone.page.locator('#mobile-menu').getByRole('link', { name: 'ورود', exact: true }));
    await screenshot(phone.page, `a11y-phone-menu-${theme}`);
    await phone.page.goto(`${server.url}/login`);
    await check(phone.page, '/login at 360 px, sign-up with an error', ...(await signUpTooShort(phone.page)));
    await phone.context.close();
  }));

  it('has none on a signed-in user\'s screens: profile, booking, payment results, my reservations, light and dark', () => inBothThemes(async (theme, check) => {
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
    await check(page, '/dashboard?tab=profile, delete-account dialog', page.getByRole('dialog', { name: 'آیا از حذف حساب کاربری خود اطمینان دارید؟' }));

    await chooseSlot(page);
    await check(page, '/reservation/{id} signed in with a chosen slot', page.getByText('اطلاعات شخصی', { exact: true }), page.getByRole('button', { name: toPersianDigits(fixture.freeTime), pressed: true }));

    await page.goto(`${server.url}/payment/callback`);
    await check(page, '/payment/callback waiting', page.getByTestId('payment-wait'));

    await page.evaluate(() => sessionStorage.setItem('reservationId', '00000000-0000-4000-8000-000000000000'));
    await page.goto(`${server.url}/payment/callback?Authority=S0000&Status=NOK`);
    await check(page, '/payment/callback failure', heading(page, 'متأسفیم! پرداخت شما با مشکل مواجه شد'));

    const reservationId = await insertReservation(server.db, { userId: user.id, typeId: fixture.paidTypeId, date: '2027-01-20', time: `${hour}:00` });
    await insertReservation(server.db, { userId: user.id, typeId: fixture.paidTypeId, date: '2027-01-21', time: `${hour}:00` });
    const paymentUrl = await page.evaluate(async (id) => {
      sessionStorage.setItem('reservationId', id);
      const response = await fetch('/api/payments/initiate', { method: 'POST', credentials: 'include', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ reservationId: id }) });
      return (await response.json()).paymentUrl as string;
    }, reservationId);
    await page.goto(`${server.url}${paymentUrl}`);
    await page.getByRole('button', { name: 'پرداخت', exact: true }).click();
    // The success display stays 3 s before it moves on to the reservations.
    await check(page, '/payment/callback success', heading(page, 'پرداخت موفق'));

    await page.waitForURL(`${server.url}/dashboard?tab=reservations`, { timeout: 10000 });
    await check(page, '/dashboard?tab=reservations', page.getByTestId('my-reservation').filter({ hasText: 'تأیید شده' }), page.getByText('مهلت پرداخت'));
    await screenshot(page, `a11y-my-reservations-${theme}`);
    await context.close();

    const phone = await newPage(browser, 'phone');
    await signInAs(phone.context, server, { theme, firstName: '', lastName: '' });
    await phone.page.goto(`${server.url}/dashboard?tab=profile`);
    await check(phone.page, '/dashboard?tab=profile at 360 px, incomplete', phone.page.getByText('برای رزرو مشاوره، ایمیل، نام و نام خانوادگی را کامل کنید.'));
    await chooseSlot(phone.page);
    await check(phone.page, '/reservation/{id} at 360 px, incomplete profile, chosen slot', phone.page.getByText('اطلاعات شخصی را تکمیل کنید', { exact: false }));
    await phone.context.close();
  }));

  it('has none on the admin\'s tabs and forms, light and dark', () => inBothThemes(async (theme, check) => {
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
    await showDay(page);
    await check(page, '/dashboard?tab=schedule with a day\'s booked and held slots', page.locator('[data-occupancy="booked"]'), page.locator('[data-occupancy="held"]'));
    await screenshot(page, `a11y-admin-schedule-${theme}`);
    await page.getByRole('button', { name: 'افزودن نوع رزرو' }).click();
    await check(page, '/dashboard?tab=schedule, add-type dialog', page.getByRole('dialog', { name: 'افزودن نوع رزرو' }));

    await go('/dashboard?tab=bookings');
    await check(page, '/dashboard?tab=bookings', page.locator('[data-testid^="booking-"]').first());
    await page.locator('[data-testid^="booking-"]').filter({ hasText: 'تأیید شده' }).first().getByRole('button', { name: 'لغو' }).click();
    await check(page, '/dashboard?tab=bookings, cancel dialog', page.getByRole('dialog', { name: 'لغو رزرو' }));
    await page.keyboard.press('Escape');
    await page.locator('[data-testid^="booking-"]').filter({ hasText: 'تأیید شده' }).first().getByRole('button', { name: 'تاریخچه پرداخت' }).click();
    await check(page, '/dashboard?tab=bookings, payment history', page.getByRole('dialog', { name: 'تاریخچه پرداخت' }).getByRole('heading', { name: 'رویدادها' }));
    await page.keyboard.press('Escape');

    await go('/dashboard?tab=payments');
    await check(page, '/dashboard?tab=payments', page.getByText('بازگشت وجهی در انتظار نیست').or(page.locator('[data-testid^="refund-"]').first()));
    await context.close();

    const phone = await newPage(browser, 'phone');
    await signInAs(phone.context, server, { theme, isAdmin: true });
    await phone.page.goto(`${server.url}/dashboard?tab=schedule`);
    await phone.page.getByTestId(`type-${fixture.typeId}`).getByRole('button', { name: 'زمان‌ها' }).click();
    await showDay(phone.page);
    await check(phone.page, '/dashboard?tab=schedule at 360 px with a day\'s slots', phone.page.locator('[data-occupancy="booked"]'));
    await phone.page.goto(`${server.url}/dashboard?tab=bookings`);
    await check(phone.page, '/dashboard?tab=bookings at 360 px', phone.page.locator('[data-testid^="booking-"]').first());
    await phone.context.close();
  }));
});
