/**
 * axe over the page as it stands: no serious or critical violation; lesser findings go to the test's report.
 *
 * axe-core runs in the page itself, injected once per document, asked for violations only. AxeBuilder
 * (@axe-core/playwright) cost about 3.5 s and 4.8 s of CPU a scan on the member page against about 0.4 s
 * here (2026-12-03): it injects its source on every scan and finishes each run in a new blank tab, a
 * renderer process of its own, to support cross-origin frames, which the portal and the consent site
 * do not have. Same rules, same impacts.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page, type TestInfo } from '@playwright/test';
import type { AxeResults } from 'axe-core';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export async function expectAccessible(page: Page, testInfo: TestInfo, state: string): Promise<void> {
  await settleAnimations(page);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const { axe } = window as unknown as { axe: { run(context: Document, options: object): Promise<AxeResults> } };
    return (await axe.run(document, { resultTypes: ['violations'] })).violations;
  });
  if (violations.length)
    await testInfo.attach(`axe ${state}`, {
      body: JSON.stringify(violations, null, 2),
      contentType: 'application/json',
    });
  const blocking = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  expect(blocking, `${state}: serious or critical axe violations`).toEqual([]);
}

/**
 * Waits for the page's finite animations and transitions (a dialog fading in, a menu sliding open) to end,
 * so colour contrast is judged on what the user ends up reading, not on a half-transparent frame. Infinite
 * ones (a spinner, a skeleton's pulse) are left running. Two frames first, so a transition a class change
 * just asked for has started.
 */
async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    await frame();
    await frame();
    const finite = document
      .getAnimations()
      .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity));
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
}
