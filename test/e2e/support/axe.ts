import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/**
 * Runs axe on the page as it is now and lists every serious or critical violation as
 * "rule: help (first targets)", so a failing test names what to fix. An empty list is a pass.
 * `exclude` takes CSS selectors of parts another feature owns.
 */
export async function seriousAxeViolations(page: Page, options: { exclude?: string[] } = {}): Promise<string[]> {
  let builder = new AxeBuilder({ page });
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const results = await builder.analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => {
      const targets = violation.nodes.slice(0, 3).map((node) => node.target.join(' ')).join(' | ');
      return `${violation.id}: ${violation.help} (${targets})`;
    });
}

/** Waits until no CSS animation or transition is running, so contrast is measured at full opacity. */
export async function waitForAnimations(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
}
