/**
 * axe on the docket's states (today with the Follow up table and a row menu open, a future day with
 * disabled tabs, a past day), in English and Spanish: no serious or critical violation. Lesser
 * findings are attached to the test's report.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page, TestInfo } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { DocketScreen } from './docket-screen.ts';

async function expectAccessible(page: Page, testInfo: TestInfo, state: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  if (violations.length) await testInfo.attach(`axe ${state}`, { body: JSON.stringify(violations, null, 2), contentType: 'application/json' });
  const blocking = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect(blocking, `${state}: serious or critical axe violations`).toEqual([]);
}

test('the docket has no serious accessibility violations, in English and in Spanish', async ({ page, loginScreen }, testInfo) => {
  const docket = new DocketScreen(page);
  await docket.signInAsGuide(loginScreen);
  await expect(docket.activity).toBeVisible();
  await expectAccessible(page, testInfo, 'today');

  await docket.rows().first().getByRole('button', { name: /^Actions for / }).click();
  await expect(page.getByRole('menuitem', { name: 'No action needed' })).toBeVisible();
  await expectAccessible(page, testInfo, 'row menu');
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Next day' }).click();
  await expect(page.getByRole('tab', { name: 'Follow up' })).toBeDisabled();
  await expectAccessible(page, testInfo, 'future day');

  await page.getByRole('button', { name: 'Today' }).click();
  await page.getByRole('button', { name: 'Previous day' }).click();
  await expect(page.getByRole('tablist')).toHaveCount(0);
  await expectAccessible(page, testInfo, 'past day');

  await page.getByRole('button', { name: 'Today' }).click();
  await page.getByLabel('Language').selectOption('es');
  await expect(page.getByRole('tab', { name: /^Seguimiento/ })).toBeVisible();
  await expect(docket.followUps).toBeVisible();
  await expectAccessible(page, testInfo, 'today in Spanish');
});
