/**
 * axe on the docket's states (today with the Follow up table and a row menu open, a future day with
 * disabled tabs, a past day), in English and Spanish: no serious or critical violation. Lesser
 * findings are attached to the test's report.
 */
import { expect, test } from './fixtures.ts';
import { DocketScreen } from './docket-screen.ts';
import { expectAccessible } from './axe.ts';

test('the docket has no serious accessibility violations, in English and in Spanish', async ({
  page,
  loginScreen,
}, testInfo) => {
  const docket = new DocketScreen(page);
  await docket.signInAsGuide(loginScreen);
  await expect(docket.activity).toBeVisible();
  await expectAccessible(page, testInfo, 'today');

  await docket
    .rows()
    .first()
    .getByRole('button', { name: /^Actions for / })
    .click();
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
