import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** No serious or critical WCAG violation on the page as it is now. */
export async function expectNoSeriousViolations(page: Page) {
  // Judge colours after MUI's fades and ripples end: mid-animation text reads as low contrast.
  // A spinner's or a skeleton's animation repeats for ever and is not waited for; the wait is
  // bounded all the same.
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 1500)),
    ]),
  );
  // Legacy mode runs axe in the page's own frames; the default opens a blank page of its own to
  // gather the frames' results, doubling each check's CPU (some 2 s of it a check). Only violations
  // are reported in full: the passed and inapplicable rules' node lists, serialised out of the page
  // and read for nothing, took half of what was left (0.75 s instead of 1.4 s on the lessons page).
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => `${node.target.join(' ')} ${node.html.slice(0, 120)}`).join(', ')})`,
    );
  expect(serious).toEqual([]);
}
