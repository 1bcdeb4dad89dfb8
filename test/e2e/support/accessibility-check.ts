import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { newPage, type VIEWPORTS, chooseTheme } from './browser';
import { seriousAxeViolations, waitForAnimations } from './axe';
import { placeholderContrastProblems } from './placeholder-contrast';
import type { ThemeName } from '../../../src/core/domain/theme';

/**
 * Issue 10: axe on every screen of the spec, in both themes, with no serious or critical
 * violation. Each test walks one kind of visitor through their screens, in the light and the
 * dark theme side by side (two pages at once keep both cores busy while axe runs), and fails
 * once, listing every problem as "screen [theme] rule (impact): help — nodes [reason]", so one
 * run names all there is to fix.
 */
const THEMES = ['light', 'dark'] as const;

type Viewport = keyof typeof VIEWPORTS;

/** A visitor's page whose saved client state asks for the theme. */
export async function visitorPage(
  browser: Browser,
  theme: ThemeName,
  viewport: Viewport = 'desktop',
): Promise<{ context: BrowserContext; page: Page }> {
  const opened = await newPage(browser, viewport);
  await chooseTheme(opened.context, theme);
  return opened;
}

/**
 * `check(page, screen, ...ready)` waits for the ready locators, for the lazy page to have
 * replaced 'Loading...', for fonts and for the fade and theme transitions, then adds a theme
 * mismatch, axe's serious and critical findings and faint placeholders to `problems`.
 */
export type Check = (page: Page, screen: string, ...ready: Locator[]) => Promise<void>;

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
export async function inBothThemes(walk: (theme: ThemeName, check: Check) => Promise<void>): Promise<void> {
  const problems: string[] = [];
  const walks = await Promise.allSettled(THEMES.map((theme) => walk(theme, checker(theme, problems))));
  for (const result of walks) if (result.status === 'rejected') throw result.reason;
  expect(problems.sort()).toEqual([]);
}

export const heading = (page: Page, name: string | RegExp, level = 1) => page.getByRole('heading', { level, name });
