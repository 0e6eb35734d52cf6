import axe from 'axe-core';
import { expect, type Frame, type Page } from '@playwright/test';

/** What the check reads of a violation: the rest stays in the page. */
interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; html: string }[];
}

/**
 * Puts axe-core in a frame whose document does not have it yet. Each check of one screen state
 * after another (a dialog opened, a tab chosen) reuses the copy its document already has:
 * @axe-core/playwright evaluated the 1.3 MB source twice into the page on every check. Frames of
 * another origin are left out (axe answers only same-origin frames), as the library's legacy mode did.
 */
async function injectAxe(frame: Frame) {
  if (await frame.evaluate(() => 'axe' in window)) return;
  await frame.evaluate(`${axe.source}\n;axe.configure({ allowedOrigins: ['<same_origin>'] });`);
}

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
  await injectAxe(page.mainFrame());
  // A child frame that cannot take axe within a second (gone, or still loading) is left out, as
  // @axe-core/playwright leaves it.
  for (const frame of page.frames().slice(1)) {
    const late = new Promise<void>((resolve) => setTimeout(resolve, 1000));
    await Promise.race([injectAxe(frame).catch(() => undefined), late]);
  }
  // axe runs in the page's own frames (its runPartial mode opens a page of its own to gather the
  // frames' results: twice the CPU). Only violations are reported in full, and only what the
  // check reads of them leaves the page.
  const violations = await page.evaluate(async (): Promise<Violation[]> => {
    const results = await (window as unknown as { axe: typeof axe }).axe.run(document, { resultTypes: ['violations'] });
    return results.violations.map((v) => ({
      id: v.id,
      impact: v.impact ?? null,
      help: v.help,
      nodes: v.nodes.map((node) => ({ target: node.target.map(String), html: node.html })),
    }));
  });
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => `${node.target.join(' ')} ${node.html.slice(0, 120)}`).join(', ')})`,
    );
  expect(serious).toEqual([]);
}
