import type { Browser, Page } from 'playwright-core';
import path from 'node:path';
import { newPage, screenshot, SCREENSHOT_DIR, textWhenScrolledTo, VIEWPORTS, chooseTheme } from './support/browser';
import { withSiteInBrowser } from './support/site-in-browser';
import { seriousAxeViolations, waitForAnimations } from './support/axe';
import type { TestServer } from '../server/support/test-server';
import { SHOWCASE_ADVANCE_MS } from '../../src/core/domain/limits';
// the demo consultant the seeded site carries
import { DEMO_SITE_PROFILE as SITE_PROFILE } from '../../server/seed/demo-site-profile';
import type { ThemeName } from '../../src/core/domain/theme';

const PAGES = [
  { name: 'home', path: '/', title: SITE_PROFILE.ownerName },
  { name: 'services', path: '/services', title: 'خدمات' },
  { name: 'audit', path: '/audit', title: 'خدمات حسابرسی' },
  { name: 'educational', path: '/educational', title: 'آموزش مالی سازمانی' },
  { name: 'about-me', path: '/about-me', title: 'درباره من' },
  { name: 'not-found', path: '/no/such/page', title: 'صفحه مورد نظر پیدا نشد' },
];

type ViewportName = keyof typeof VIEWPORTS;

async function openIn(browser: Browser, viewport: ViewportName, theme: ThemeName) {
  const opened = await newPage(browser, viewport);
  await chooseTheme(opened.context, theme);
  return opened;
}

async function visit(page: Page, url: string, title: string) {
  await page.goto(url);
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
  await page.evaluate(() => document.fonts.ready);
  await waitForAnimations(page);
}

/** Headings that skip a level downwards (h2 then h4), or more than one h1. */
function headingProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const levels = [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')]
      .filter((heading) => (heading as HTMLElement).offsetParent !== null)
      .map((heading) => ({ level: Number(heading.tagName[1]), text: heading.textContent?.trim() ?? '' }));
    const problems: string[] = [];
    if (levels.filter((heading) => heading.level === 1).length !== 1)
      problems.push(`h1 count ${levels.filter((h) => h.level === 1).length}`);
    if (levels[0]?.level !== 1) problems.push(`first heading is h${levels[0]?.level}`);
    levels.forEach((heading, index) => {
      if (index > 0 && heading.level > levels[index - 1].level + 1)
        problems.push(`h${heading.level} "${heading.text}" after h${levels[index - 1].level}`);
    });
    return problems;
  });
}

/** Whatever sticks out of the viewport sideways: the page as a whole, or anything in the header. */
function overflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const problems: string[] = [];
    if (document.documentElement.scrollWidth > width) problems.push(`page is ${document.documentElement.scrollWidth}px wide in ${width}px`);
    for (const element of document.querySelectorAll('header *')) {
      const box = element.getBoundingClientRect();
      if (box.width > 0 && (box.left < -1 || box.right > width + 1))
        problems.push(`header ${element.tagName.toLowerCase()} spans ${Math.round(box.left)}..${Math.round(box.right)}`);
    }
    return problems;
  });
}

/**
 * Presses Tab until focus has gone round the page once and lists every stop that shows no
 * focus ring (outline or box shadow), naming it by tag and text.
 */
async function focusStopsWithoutRing(page: Page, maxStops = 80): Promise<{ stops: number; unringed: string[] }> {
  const seen = new Set<string>();
  const unringed: string[] = [];
  for (let press = 0; press < maxStops; press += 1) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element || element === document.body) return null;
      const style = getComputedStyle(element);
      const ringed = (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
      const path: string[] = [];
      for (let node: Element | null = element; node && node !== document.body; node = node.parentElement) {
        path.unshift(`${node.tagName}:${[...(node.parentElement?.children ?? [])].indexOf(node)}`);
      }
      return {
        key: path.join('/'),
        name: `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`,
        ringed,
      };
    });
    if (!stop || seen.has(stop.key)) break;
    seen.add(stop.key);
    if (!stop.ringed) unringed.push(stop.name);
  }
  return { stops: seen.size, unringed };
}

describe('the public pages in a real browser', () => {
  let server: TestServer;
  let browser: Browser;

  withSiteInBrowser((site, chromium) => {
    server = site;
    browser = chromium;
  });

  for (const theme of ['light', 'dark'] as const) {
    for (const viewport of ['phone', 'tablet', 'desktop'] as const) {
      it(`fits ${VIEWPORTS[viewport].width}px in the ${theme} theme with ordered headings and no serious axe violation`, async () => {
        const { context, page } = await openIn(browser, viewport, theme);
        const problems: string[] = [];
        for (const target of PAGES) {
          await visit(page, `${server.url}${target.path}`, target.title);
          expect(await page.getAttribute('html', 'data-theme')).toBe(theme);
          problems.push(...(await overflow(page)).map((problem) => `${target.name}: ${problem}`));
          problems.push(...(await headingProblems(page)).map((problem) => `${target.name}: ${problem}`));
          problems.push(...(await seriousAxeViolations(page)).map((problem) => `${target.name}: ${problem}`));
          if (viewport !== 'tablet') await screenshot(page, `pages-${target.name}-${VIEWPORTS[viewport].width}-${theme}`);
        }
        expect(problems).toEqual([]);
        await context.close();
      });
    }
  }

  it('reaches every control of each page by keyboard, with a visible focus ring', async () => {
    const { context, page } = await openIn(browser, 'desktop', 'dark');
    for (const target of PAGES) {
      await visit(page, `${server.url}${target.path}`, target.title);
      const { stops, unringed } = await focusStopsWithoutRing(page);
      expect({ page: target.name, unringed }).toEqual({ page: target.name, unringed: [] });
      expect(stops).toBeGreaterThan(10);
    }
    await context.close();
  });

  it('opens an audit description in a dialog that keeps focus and closes by Escape, backdrop and button', async () => {
    const { context, page } = await openIn(browser, 'phone', 'light');
    await visit(page, `${server.url}/audit`, 'خدمات حسابرسی');
    const readMore = page.getByRole('button', { name: 'بیشتر بخوانید' });
    expect(await readMore.count()).toBe(5);

    await readMore.nth(1).click();
    const dialog = page.getByRole('dialog', { name: 'حسابرسی داخلی و ارزیابی کنترل‌های داخلی' });
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain('کنترل‌های داخلی همان قواعد');
    await waitForAnimations(page);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      'شرح کامل حسابرسی داخلی و ارزیابی کنترل‌های داخلی',
    );
    const closeBox = await dialog.getByRole('button', { name: 'بستن', exact: true }).boundingBox();
    expect(closeBox && closeBox.y + closeBox.height).toBeLessThanOrEqual(VIEWPORTS.phone.height);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'pages-audit-dialog-360-light.png') });
    for (let step = 0; step < 5; step += 1) {
      await page.keyboard.press(step % 2 ? 'Shift+Tab' : 'Tab');
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await readMore.nth(1).evaluate((element) => element === document.activeElement)).toBe(true);

    await readMore.nth(0).click();
    await page.getByRole('dialog').waitFor();
    await page.mouse.click(5, 5);
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    await readMore.nth(4).click();
    await page.getByRole('dialog').getByRole('button', { name: 'بستن', exact: true }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await context.close();
  });

  it('scrolls /#services to the services section once the home page and its font have loaded', async () => {
    const { context, page } = await openIn(browser, 'phone', 'light');
    // the font as a slow connection brings it: well after the app has taken the page over and scrolled
    await page.route(/\.woff2$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.goto(`${server.url}/#services`);
    const section = page.locator('#services');
    await section.waitFor();
    await page.waitForFunction(() => window.scrollY > 0);
    // Vazirmatn arrives after the app's scripts and widens the lines above: the section stays put
    await page.evaluate(() => document.fonts.ready);
    await page.waitForFunction(
      () =>
        [...document.fonts].some((font) => font.family.replace(/"/g, '') === 'Vazirmatn' && font.status === 'loaded') &&
        document.fonts.status === 'loaded',
    );
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const { top, margin } = await section.evaluate((element) => ({
      top: element.getBoundingClientRect().top,
      margin: parseFloat(getComputedStyle(element).scrollMarginTop),
    }));
    const headerHeight = await page.locator('header').evaluate((element) => element.getBoundingClientRect().height);
    // just below the sticky header, where its scroll margin puts it, not pushed under it by the font
    expect(margin).toBeGreaterThan(headerHeight);
    expect(Math.abs(top - margin)).toBeLessThanOrEqual(2);
    await context.close();
  });

  it('turns the educational showcase by itself until a benefit is clicked', async () => {
    const { context, page } = await openIn(browser, 'desktop', 'light');
    await visit(page, `${server.url}/educational`, 'آموزش مالی سازمانی');
    const selected = () => page.getByRole('tab', { selected: true }).innerText();
    const first = await selected();
    await page.waitForFunction((text) => document.querySelector('[role="tab"][aria-selected="true"]')?.textContent !== text, first, {
      timeout: SHOWCASE_ADVANCE_MS * 2,
    });
    await page.getByRole('tab', { name: 'برگزاری حضوری، آنلاین یا ترکیبی' }).click();
    await page.waitForTimeout(SHOWCASE_ADVANCE_MS + 500);
    expect(await selected()).toBe('برگزاری حضوری، آنلاین یا ترکیبی');
    await context.close();
  });

  it("titles the page and links the footer icons to the owner's social pages, opening safely", async () => {
    const { context, page } = await openIn(browser, 'desktop', 'light');
    await visit(page, server.url, SITE_PROFILE.ownerName);
    expect(await page.title()).toBe(SITE_PROFILE.siteName);
    const links = page.locator('footer').getByRole('list', { name: 'شبکه‌های اجتماعی' }).getByRole('link');
    expect(await links.evaluateAll((items) => items.map((item) => [item.getAttribute('href'), item.getAttribute('rel')]))).toEqual(
      SITE_PROFILE.social.map((link) => [link.url, 'noopener noreferrer']),
    );
    expect(await textWhenScrolledTo(page.locator('footer'))).toContain(`تمامی حقوق این وب‌سایت متعلق به ${SITE_PROFILE.ownerName} است.`);
    await context.close();
  });
});
