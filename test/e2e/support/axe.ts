import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

const NODES_NAMED = 5;

/** axe's first reason for a node, e.g. "Element has insufficient color contrast of 3.1 (foreground color: …)". */
function firstReason(failureSummary: string | undefined): string {
  const reason = (failureSummary ?? '')
    .split('\n')
    .map((line) => line.trim())
    .find((line) => line && !line.startsWith('Fix '));
  return reason ? ` [${reason.slice(0, 200)}]` : '';
}

/**
 * Runs axe on the page as it is now and lists every serious or critical violation as
 * "rule (impact): help — node [reason] | node [reason]", so a failing test names what to fix.
 * An empty list is a pass. `exclude` takes CSS selectors of parts another feature owns.
 *
 * Legacy mode runs axe in the page itself: the default finishes every run in a new blank page,
 * which costs more than the check, and only matters for cross-origin frames, which the site
 * has none of. Only violations are gathered in detail, which is what is reported.
 */
export async function seriousAxeViolations(page: Page, options: { exclude?: string[] } = {}): Promise<string[]> {
  let builder = new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ['violations'] });
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const results = await builder.analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => {
      const nodes = violation.nodes.slice(0, NODES_NAMED).map((node) => `${node.target.join(' ')}${firstReason(node.failureSummary)}`);
      const more = violation.nodes.length > NODES_NAMED ? ` and ${violation.nodes.length - NODES_NAMED} more` : '';
      return `${violation.id} (${violation.impact}): ${violation.help} — ${nodes.join(' | ')}${more}`;
    });
}

/**
 * Waits until no finite CSS animation or transition is running, so contrast is measured at full
 * opacity. A spinner's endless turn is not waited for.
 */
export async function waitForAnimations(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity),
  );
}
