import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Fails the test on any WCAG 2.1 A/AA violation axe finds on the page as it is now; `soft` lets the test
 * go on (to the next screen of a sweep) and fail at its end. `contrastOnly` checks colours alone: for a
 * second theme of a screen already checked whole, as the themes differ in colour only.
 */
export async function expectNoAxeViolations(
  page: Page,
  { soft = false, contrastOnly = false } = {},
): Promise<void> {
  await settleAnimations(page);
  const builder = new AxeBuilder({ page });
  const { violations } = await (contrastOnly
    ? builder.withRules(['color-contrast'])
    : builder.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
  ).analyze();
  (soft ? expect.soft : expect)(
    violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

/** Waits for every finite animation (route enter, dialog fade) to end; looping ones (spinners, tickers) are left. */
async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}
